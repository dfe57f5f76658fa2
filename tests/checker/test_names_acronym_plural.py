"""An acronym's plural is the acronym (checker/lookups._acronym_plural): "Dedicated IPs" over the context's "Dedicated IP
addresses" names nothing new; an acronym the context lacks, in the plural or not, is still a name not found."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "limits.md", "text": "Dedicated IP addresses are available on Pro only, for $30 a month extra. Pro costs "
                                      "$49 a month and includes API access."}]
Q = "We want a dedicated IP. What would that cost monthly?"


def _text(line: str) -> str:
    return f"### Which plan\n- {line}\n- Pro is **$49 a month**, and the dedicated IP is **$30 a month** on top.\n\nAnything else?"


@pytest.mark.parametrize("line", ["Dedicated IPs are available **on Pro only**.",
                                  "APIs and Dedicated IPs come with Pro only."])
def test_the_plural_of_a_known_acronym(line):
    v = check(_text(line), CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("line", ["Dedicated VPNs are available **on Pro only**.",
                                  "Dedicated IPs and SSDs are available **on Pro only**.",
                                  "Dedicated IPs come with a free CDN on Pro."])
def test_an_acronym_the_context_lacks(line):
    assert check(_text(line), CTX, Q).hallucination == "hallucinated"
