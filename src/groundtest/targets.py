"""Framework adapters: the system a team already built, as a groundtest target.

    import groundtest.targets
    from groundtest.target import run_cases

    answered = run_cases(cases, groundtest.targets.langchain(chain), send="query")

``langchain(runnable)``, ``llamaindex(query_engine)`` and ``haystack(pipeline)`` each return a target
answering ``{response, context}`` — the context being what the framework retrieved, which ``run``
freezes into the case. The frameworks are optional extras (``pip install 'groundtest[langchain]'``,
``[llamaindex]``, ``[haystack]``), imported only when an adapter is made.
"""
from __future__ import annotations

from .target.adapters import Adapter
from .target.adapters.haystack import haystack
from .target.adapters.langchain import langchain
from .target.adapters.llamaindex import llamaindex

__all__ = ["Adapter", "haystack", "langchain", "llamaindex"]
