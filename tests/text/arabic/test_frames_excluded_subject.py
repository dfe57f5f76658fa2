"""Arabic frames (text.arabic.frames.swapped): the words after "outside / except" (خارج، عدا، باستثناء، سوى) name the
subject a claim sets itself apart from, so "خارج الموسم العالي … 190 دينارًا" is not read as the high season's value;
a value said of the named season itself is still read as swapped."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.frames import swapped

_HOTEL = ("سعر الغرفة المزدوجة بنظام الإقامة الشاملة 280 دينارًا تونسيًا لليلة في الموسم العالي (من 1 جويلية إلى 31 أوت) "
          "و190 دينارًا في بقية السنة. معلوم الإقامة 3 دنانير للشخص البالغ في الليلة.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["خارج", "وخارج"]), st.sampled_from(["فهو", "فأنت", ""]))
def test_a_value_said_outside_a_season_is_not_that_seasons(word, lead):
    claim = f"أما في أكتوبر {lead} {word} الموسم العالي، فيكون السعر 190 دينارًا تونسيًا لليلة للغرفة المزدوجة."
    assert swapped(claim, _HOTEL, {}) is None
    # wrong neighbour: the other season's value said of the high season itself
    bad = "في الموسم العالي يكون سعر الغرفة المزدوجة 190 دينارًا تونسيًا لليلة."
    assert swapped(bad, _HOTEL, {}) is not None
