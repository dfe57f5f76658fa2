"""THE PER-HEAD NOUN AN ARABIC CLAIM NAMES (text.arabic.per_nouns): a price the English context states per adult, per
child or per person, restated in Arabic with that noun named singly ("للبالغ"، "لكل طفل"، "| البالغ | …"، "البالغون:")
keeps its per-noun; restated with no such noun, with another one, as a counted group's price, or with a wrong figure, it
is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.per_nouns import per_heads_named

CTX = ["The sunset dhow cruise costs KWD 12 per adult and KWD 6 per child aged 4 to 12. Boarding closes 30 minutes "
       "before departure."]
QUERY = "How much is the sunset cruise?"
# (the English per-noun, its Arabic forms named singly or as a category)
NAMED = {"adult": ["للبالغ", "البالغ", "لكل بالغ", "وللبالغ", "البالغون", "للبالغين", "للكبار"],
         "child": ["للطفل", "الطفل", "لكل طفل", "الأطفال", "للأطفال"],
         "person": ["للشخص", "لكل شخص", "للفرد", "الفرد", "للشخص الواحد"]}
# a group counted, all of a group, a dual: no one's price
GROUPS = ["3 أطفال", "١٥ شخصًا", "لجميع الأطفال", "كلا البالغين", "البالغون الثلاثة", "لشخصين", "طفلان", "ثلاثة أشخاص"]
PRICES = {"adult": ("اثنا عشر دينارًا كويتيًا", "12 دينارًا كويتيًا"), "child": ("ستة دنانير كويتية", "6 دنانير كويتية")}
LAYOUTS = ["- **السعر {noun}:** {price}", "| {noun} | {price} |", "{noun}: {price}", "رحلة الغروب {price} {noun}."]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(NAMED)), st.data())
def test_a_noun_named_singly_is_named(en, data):
    form = data.draw(st.sampled_from(NAMED[en]))
    price = data.draw(st.sampled_from(["٢٠ دولارًا", "اثنا عشر دينارًا", "350 ريالاً"]))
    assert en in per_heads_named(f"السعر {form}: {price}")
    assert en in per_heads_named(f"{price} {form}")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GROUPS))
def test_a_counted_group_names_no_one(group):
    assert per_heads_named(f"السعر {group}: 24 دينارًا") == frozenset()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["adult", "child"]), st.sampled_from(LAYOUTS), st.data())
def test_the_price_per_the_noun_named(en, layout, data):
    noun = data.draw(st.sampled_from([f for f in NAMED[en] if not f.startswith("لكل")] if "{noun}:" in layout else NAMED[en]))
    price = data.draw(st.sampled_from(PRICES[en]))
    ok = check(layout.format(noun=noun, price=price), CTX, QUERY)
    assert ok.hallucination != "hallucinated", ok.findings


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["adult", "child"]), st.sampled_from(LAYOUTS), st.data())
def test_a_wrong_price_is_still_flagged(en, layout, data):
    noun = data.draw(st.sampled_from(NAMED[en][:3]))
    bad = check(layout.format(noun=noun, price="خمسة عشر دينارًا كويتيًا"), CTX, QUERY)
    assert bad.hallucination == "hallucinated", bad.findings


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["adult", "child"]), st.sampled_from(LAYOUTS[:3]), st.data())
def test_a_counted_groups_price_is_still_flagged(en, layout, data):
    group = data.draw(st.sampled_from(["لطفلين", "لثلاثة أطفال", "لجميع الأطفال"] if en == "child"
                                      else ["لبالغين اثنين", "لـ 3 بالغين", "كلا البالغين"]))
    bad = check(layout.format(noun=group, price=PRICES[en][0]), CTX, QUERY)
    assert bad.hallucination == "hallucinated", bad.findings


def test_no_noun_still_drops_the_per():
    bad = check("رحلة الغروب: اثنا عشر دينارًا كويتيًا.", CTX, QUERY)
    assert any(f.rule == "frame_period" for f in bad.findings), bad.findings
