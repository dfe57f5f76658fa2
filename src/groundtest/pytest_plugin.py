"""pytest plugin (entry point ``pytest11``): ``pytest --groundtest CASES.jsonl [--groundtest-judge SPEC]``.

Each case becomes a test item named by its id (a failing case fails with its reason), and each
case file gets a last item, ``budgets``, that fails when the file's budgets are exceeded.
Settings (budgets, refusals, judge) come from ``[tool.groundtest]`` as for the CLI.
Without ``--groundtest`` the plugin does nothing.

Exit status with ``--groundtest`` (DESIGN §4, in pytest's terms): a failing case or budget fails
its item (1); a bad case file is a collection error (2); a bug in groundtest fails the item it hit
with one line naming a log file that holds the traceback, and the session exits 3 (pytest's
internal-error status); Ctrl-C exits 130 (pytest alone would say 2, as for a bad file).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from .assertions import assert_grounded

__all__ = ["assert_grounded"]

_STATE = pytest.StashKey["_Scorer"]()
_BUGS = pytest.StashKey[int]()
_LOG = pytest.StashKey["Path | None"]()  # one log file per session, however many bugs
_INTERRUPTED = pytest.StashKey[bool]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("groundtest", "groundtest: score grounded-assistant cases as tests")
    group.addoption("--groundtest", action="append", default=[], metavar="CASES.jsonl",
                    help="run every case of this file as a test item, plus a budgets check (repeatable)")
    group.addoption("--groundtest-judge", default=None, metavar="SPEC",
                    help="judge for --groundtest cases: none, local (default), openai, A+B")


class CaseFailed(Exception):
    """A case's result did not pass; the message is its reason."""


class InternalError(Exception):
    """A bug in groundtest, not a failing case: the message is one line naming the traceback's log file."""


def _bug(config: pytest.Config, exc: BaseException) -> InternalError:
    """Log ``exc`` as a bug (the session's log file, made at the first), count it (the session then
    exits 3) and give the one-line error to raise."""
    from .errors import internal_error_line, log_internal_error

    config.stash[_BUGS] = config.stash.get(_BUGS, 0) + 1
    log = config.stash[_LOG] = log_internal_error(exc, "pytest --groundtest", config.stash.get(_LOG, None))
    from .masking import cut

    return InternalError(internal_error_line(exc, log, cut))


class _Scorer:
    """Session-wide: settings, one judge (made on first use), results by (file, case id)."""

    def __init__(self, config: pytest.Config):
        from .errors import GroundtestError
        from .judges import make_judge
        from .settings import load_settings

        try:
            self.settings = load_settings(Path(str(config.rootpath)))
            judge = config.getoption("groundtest_judge")
            if judge:
                self.settings.judge = judge
            make_judge(self.settings.judge, self.settings.judge_config()).close()  # a bad spec fails now
        except GroundtestError as exc:
            raise pytest.UsageError(f"groundtest: {exc}") from None
        except Exception as exc:  # a bug: one line (pytest prints "Exit: ..."), exit 3
            from .errors import EXIT_INTERNAL

            pytest.exit(str(_bug(config, exc)), returncode=EXIT_INTERNAL)
        self.judge: Any = None
        self.detector: Any = None
        self.results: dict[tuple[str, str], Any] = {}

    def score(self, key: str, case: Any) -> Any:
        from .text.abstention import make_detector
        from .judges import make_judge
        from .scoring import score_case

        if (key, case.id) not in self.results:
            if self.judge is None:
                self.judge = make_judge(self.settings.judge, self.settings.judge_config())
                self.detector = make_detector(self.settings.refusals, self.settings.refusals_extra)
            self.results[(key, case.id)] = score_case(case, self.judge, self.settings, self.detector)
        return self.results[(key, case.id)]

    def close(self) -> None:
        if self.judge is not None:
            self.judge.close()
            self.judge = None


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("groundtest", None):
        config.stash[_STATE] = _Scorer(config)
        config.pluginmanager.register(_ExitStatus(config), "groundtest-exit-status")


class _ExitStatus:
    """Registered with ``--groundtest``: the session exits 130 on Ctrl-C, else 3 when groundtest hit a bug."""

    def __init__(self, config: pytest.Config):
        self.config, self.interrupted = config, False

    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        # Ctrl-C, not pytest stopping itself (collection errors, -x: Session.Interrupted) nor pytest.exit()
        self.interrupted = isinstance(excinfo.value, KeyboardInterrupt) and not isinstance(excinfo.value, pytest.Session.Interrupted)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        from .errors import EXIT_INTERNAL, EXIT_INTERRUPTED

        if self.interrupted:
            session.exitstatus = EXIT_INTERRUPTED
        elif self.config.stash.get(_BUGS, 0):
            session.exitstatus = EXIT_INTERNAL


def pytest_unconfigure(config: pytest.Config) -> None:
    scorer = config.stash.get(_STATE, None)
    if scorer is not None:
        scorer.close()


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Add the cases' items before -k/-m deselection runs, so both apply to them."""
    for name in config.getoption("groundtest", None) or []:
        node = CasesFile.from_parent(session, path=Path(name).resolve())
        items.extend(session.genitems(node))


class CasesFile(pytest.File):
    """A case file: one item per valid case, then ``budgets``. A bad file is a collection error."""

    def collect(self) -> Iterator[pytest.Item]:
        from .cases import CaseReader
        from .errors import GroundtestError

        try:
            reader = CaseReader(self.path, require_response=True)
            cases = []
            for case in reader:
                cases.append((case, reader.lines))
        except GroundtestError as exc:
            raise self.CollectError(f"groundtest: {exc}") from None
        except Exception as exc:
            raise self.CollectError(str(_bug(self.config, exc))) from None
        if reader.problem_count:
            shown = [str(p) for p in reader.problems]
            if reader.problem_count > len(shown):
                shown.append(f"... and {reader.problem_count - len(shown)} more problem(s)")
            raise self.CollectError("groundtest: bad case file:\n" + "\n".join(shown))
        for case, line in cases:
            yield CaseItem.from_parent(self, name=case.id, case=case, line=line)
        yield BudgetItem.from_parent(self, name="budgets", cases=[c for c, _ in cases])


class _GroundtestItem(pytest.Item):
    @property
    def scorer(self) -> _Scorer:
        return self.config.stash[_STATE]

    def score(self, case: Any) -> Any:
        """The case's result; a bug in groundtest becomes :class:`InternalError`."""
        from .errors import GroundtestError

        try:
            return self.scorer.score(str(self.path), case)
        except GroundtestError as exc:
            raise CaseFailed(f"groundtest: error: {exc}") from None
        except Exception as exc:
            raise _bug(self.config, exc) from None

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, (CaseFailed, InternalError)):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style=style)


class CaseItem(_GroundtestItem):
    """One case: passes when the case passes (not hallucinated, not over-refused, not incomplete)."""

    def __init__(self, *, case: Any, line: int, **kw: Any):
        super().__init__(**kw)
        self.case, self.line = case, line

    def runtest(self) -> None:
        r = self.score(self.case)
        if r.excluded:
            pytest.skip("judge error excluded from the rates (--judge-errors exclude)")
        if not r.passed:
            kind = "hallucinated" if r.hallucinated else ("over-refused" if r.over_refused else "incomplete")
            detail = [f"  - {f.severity} {f.type}: {f.content!r}" for f in r.findings]
            reason = r.reason()  # over-refused and incomplete reasons already start with their kind
            head = reason if reason.startswith(f"{kind}:") else f"{kind}: {reason}"
            raise CaseFailed("\n".join([f"{self.case.id} [{r.type}] {head}", *detail]))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.line - 1, f"groundtest case {self.case.id}"


class BudgetItem(_GroundtestItem):
    """The file's gate: every case is scored (those already run are reused) and summarised."""

    def __init__(self, *, cases: list[Any], **kw: Any):
        super().__init__(**kw)
        self.cases = cases

    def runtest(self) -> None:
        from .summary import summarize

        results = [self.score(c) for c in self.cases]
        s = summarize(results, self.scorer.settings.budgets, self.scorer.settings.judge)
        if not s.passed:
            raise CaseFailed("budgets exceeded:\n" + "\n".join(f"  - {f}" for f in s.failures))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, "groundtest budgets"
