"""One step (``groundtest score CASES --target URL|--target-cmd CMD``): answer every case with the
target (resumable, as ``run``), then score the answered file. ``--answers FILE`` keeps the recorded
answers (and is what a rerun resumes from); without it they go to a temporary file removed after."""
from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from ..errors import UsageError
from ..model import Case
from .calls import CallOptions
from .runfile import RunOutcome, run_file
from .targets import Target


def _same(a: str | Path, b: str | Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return Path(a).resolve() == Path(b).resolve()


@contextmanager
def answered_file(cases: str | Path, target: Target, opts: CallOptions, *, answers: str | Path | None = None,
                  restart: bool = False, outputs: tuple[str | Path | None, ...] = (),
                  on_done: Callable[[Case], None] | None = None) -> Iterator[RunOutcome]:
    """Run ``cases`` against ``target`` into ``answers`` (or a temporary file) and yield the
    :class:`RunOutcome`; its ``output`` is the answered case file. ``outputs``: the command's other
    output files, which must not be the answers file either."""
    if answers is not None:
        if _same(answers, cases):
            raise UsageError(f"--answers {answers}: is the case file; an output never overwrites an input")
        for other in outputs:
            if other is not None and _same(answers, other):
                raise UsageError(f"--answers {answers}: is also another output of this command")
        yield run_file(cases, answers, target, opts, resume=not restart, on_done=on_done)
        return
    tmp = tempfile.mkdtemp(prefix="groundtest-answers-")
    try:
        yield run_file(cases, Path(tmp) / Path(cases).name, target, opts, resume=False, on_done=on_done)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
