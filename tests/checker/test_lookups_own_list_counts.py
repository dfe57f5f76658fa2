"""THE ANSWER COUNTS ITS OWN LIST (checker.lookups._skip_value, _PARTS): "That's it — three simple steps and he'll be
drumming in no time!" after a numbered list of three steps counts the answer's own steps, no figure of the world. The
same count is the context's figure when the context counts those things itself ("Registration takes four steps"):
a different count is then caught, the same count is supported."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_CTX = [{"title": "enrol.md", "text": "To register, complete the online enrolment form on the Backbeat website. We will then "
         "offer a lesson slot within 10 working days. The first term's fees are due before the first lesson."}]
_COUNTED = [{"title": "enrol.md", "text": "Registration takes four steps. Complete the online enrolment form, wait for a "
             "lesson slot, pay the first term's fees and bring sticks to the first lesson."}]
_LIST = ("1. **Fill in the online enrolment form** on the Backbeat website.\n"
         "2. **Wait for your slot**: you'll be offered a lesson time within ten working days.\n"
         "3. **Pay the first term's fees** before the first lesson.\n\n")


@pytest.mark.parametrize("count", ["three simple steps", "three easy steps", "three quick stages", "three steps",
                                   "just three steps"])
def test_a_count_of_the_answers_own_steps_is_no_figure(count):
    v = check(_LIST + f"That's it — {count} and he'll be drumming in no time! 🥁", _CTX, "How do I sign my son up?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]
    assert not [f for f in v.findings if f.rule == "value"]


@pytest.mark.parametrize("count,want", [("three simple steps", "hallucinated"), ("two steps", "hallucinated"),
                                        ("four simple steps", "clean"), ("four steps", "clean")])
def test_the_context_counting_the_steps_itself_makes_the_count_its_figure(count, want):
    v = check(f"Registration takes {count}.", _COUNTED, "How do I sign my son up?")
    assert (v.hallucination == "hallucinated") == (want == "hallucinated"), [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_own_count(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How do I sign my son up?", "context": c,
             "response": r} for i, c, r in (("own", _CTX, _LIST + "That's it — three simple steps!"),
                                           ("counted", _COUNTED, "Registration takes three simple steps."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"own": False, "counted": True}
