"""The JSON summary (DESIGN §3)."""
from __future__ import annotations

import json
from typing import Sequence

from ..model import Result
from ..summary import Summary


def render(summary: Summary, results: Sequence[Result] | None = None) -> str:
    return json.dumps(summary.to_dict(), indent=2, ensure_ascii=False) + "\n"
