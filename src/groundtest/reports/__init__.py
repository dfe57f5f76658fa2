"""Reports: renderers of one :class:`~groundtest.summary.Summary` (and, for some, the results)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ..errors import UsageError
from ..model import Result
from ..summary import Summary


@dataclass(frozen=True, slots=True)
class Renderer:
    render: Callable[[Summary, Sequence[Result] | None], str]
    needs_results: bool = False
    #: streams the report instead: ``stream(summary, results_factory, output, case_file=...)``, where
    #: ``results_factory()`` gives the results again each call (memory flat; see reports.html.write_report)
    stream: Callable[..., None] | None = None


def _registry() -> dict[str, Renderer]:
    from . import junit, markdown, table
    from . import json as json_report

    reg = {
        "table": Renderer(table.render),
        "json": Renderer(json_report.render),
        "markdown": Renderer(markdown.render),
        "junit": Renderer(junit.render, needs_results=True),
    }
    try:
        from . import html

        reg["html"] = Renderer(html.render, needs_results=True, stream=html.write_report)
    except ImportError:
        pass
    return reg


FORMATS = ("table", "json", "markdown", "junit", "html")


def get_renderer(fmt: str) -> Renderer:
    reg = _registry()
    if fmt not in reg:
        raise UsageError(f"unknown format {fmt!r}; choose one of: {', '.join(reg)}")
    return reg[fmt]
