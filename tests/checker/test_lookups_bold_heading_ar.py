"""An Arabic bold line the sentence splitter cut from its opening marks ("السعر لشخصين**" of "**السعر لشخصين**") is a
heading as "### …" is: a count of the question's in it names the topic of the working below, as in an English heading;
the same count stated as a fact of the world in a sentence is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_CTX = [{"title": "trek.md", "text": "رحلة الجمال من شنقيط: رحلة اليوم الواحد 12,000 أوقية، ورحلة ثلاثة أيام 45,000 أوقية للشخص. "
                                     "الانطلاق الساعة 7 صباحاً من ساحة المسجد العتيق."}]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([("لشخصين", 2), ("لثلاثة أشخاص", 3), ("لأربعة أشخاص", 4)]),
       st.sampled_from(["**السعر {h}**", "**التكلفة {h}**"]))
def test_the_users_count_in_a_bold_heading(party, form):
    head, n = party
    q = f"شو أجيب معي لرحلة ثلاث أيام؟ وكم السعر {head}؟"
    r = "أهلاً بك!\n\n" + form.format(h=head) + f"\n- {n} × 45,000 = **{n * 45000:,} أوقية**\n- الانطلاق الساعة 7 صباحاً من ساحة المسجد العتيق."
    assert check(r, _CTX, query=q).hallucination != "hallucinated"


def test_the_count_as_a_fact_is_still_flagged():
    q = "وكم السعر لشخصين؟"
    r = "الرحلة تتسع لشخصين فقط، والسعر 45,000 أوقية للشخص."
    assert check(r, _CTX, query=q).hallucination == "hallucinated"
