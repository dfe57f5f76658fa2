"""A difference said by its comparative, in three more forms: the elative with what it is compared with or a word of about
before the amount ("أقل من المطلوب بشهرين"، "أبرد بنحو 6 درجات"), the amount then its elative ("6 أمتار أعمق"), and the
verb of remaining in its persons ("وتبقّت لك 10 أيام"). Each right difference is worked out; a wrong one is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import working_ops

_CAVES = [{"title": "caves.md", "text": "المغارة العليا: درجة الحرارة نحو 22 درجة مئوية. المغارة السفلى: درجة الحرارة نحو 16 درجة مئوية، والزيارة بالقارب."}]
_DIVES = [{"title": "dive.md", "text": "دورة الغوص التجريبية تسمح بالنزول حتى عمق 12 مترًا، ودورة المياه المفتوحة حتى 18 مترًا."}]
_GRACE = [{"title": "grace.md", "text": "بعد انتهاء صلاحية الخط تبدأ فترة سماح مدتها 30 يومًا يمكن خلالها استقبال المكالمات فقط."}]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["أبرد بنحو {d}", "أبرد بحوالي {d}", "أبرد ب{d} تقريبًا"]))
def test_the_elative_with_about(form):
    lead = "العليا نحو 22 درجة والسفلى نحو 16 درجة، أي أن المغارة السفلى "
    assert check(lead + form.format(d="6 درجات") + ".", _CAVES, query="أي مغارة أبرد؟").hallucination != "hallucinated"
    assert check(lead + form.format(d="9 درجات") + ".", _CAVES, query="أي مغارة أبرد؟").hallucination == "hallucinated"


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(["أعمق", "أكثر عمقًا"]))
def test_the_amount_then_its_elative(deeper):
    lead = "الدورة التجريبية حتى 12 مترًا ودورة المياه المفتوحة حتى 18 مترًا، أي أن الرخصة تتيح لك النزول "
    assert check(lead + f"6 أمتار {deeper}.", _DIVES, query="كم أعمق؟").hallucination != "hallucinated"
    assert check(lead + f"8 أمتار {deeper}.", _DIVES, query="كم أعمق؟").hallucination == "hallucinated"
    assert "-" in working_ops("أي أن الرخصة تتيح لك النزول 6 أمتار أعمق.")


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(["وتبقّت لك", "وبقيت لك", "وبقي لك", "وتتبقى لك"]))
def test_the_verb_of_remaining(left):
    q = "انتهت صلاحية خطي من 20 يوم، هل أنا في فترة السماح؟"
    lead = ("بعد انتهاء صلاحية الخط تبدأ فترة سماح مدتها 30 يومًا يمكن خلالها استقبال المكالمات فقط. "
            "مضى على انتهاء صلاحيتك 20 يومًا، إذن أنت ما زلت في فترة السماح، ")
    assert check(lead + f"{left} 10 أيام.", _GRACE, query=q).hallucination != "hallucinated"
    assert check(lead + f"{left} 15 يومًا.", _GRACE, query=q).hallucination == "hallucinated"
