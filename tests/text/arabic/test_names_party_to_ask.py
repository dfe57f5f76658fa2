"""THE PARTY TO ASK (text/arabic/names.py): an organisation a referral sends the user to — the act of asking right
before its cue word, or with a preposition between ("أنصحك بالاستفسار من شركة الطيران"، "التواصل مع مستشفى الأمل") —
is the party to ask, no name the answer claims (the English reading: a name in advice is the party to ask). Generated
over acts, prepositions and organisations; a channel (منصة، تطبيق، الرقم), a person by title, an organisation that is the
subject of a claim, and one after a word that is no act of asking stay names to check."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from groundtest.text.arabic.names import cued_names

ACTS = ["بالاستفسار من", "التواصل مع", "تواصل مع", "بسؤال", "مراجعة", "الاستفسار لدى", "التوجه إلى"]
PARTIES = ["شركة الطيران", "شركة أرامكس", "مستشفى الأمل", "بنك مسقط", "جامعة الملك سعود", "مطار دبي", "وزارة الداخلية"]


@pytest.mark.parametrize("act,party", list(itertools.product(ACTS, PARTIES)))
def test_party_after_a_referral_is_no_name(act, party):
    assert cued_names(f"أنصحك {act} {party} عن إجراءات التعويض.") == []


@pytest.mark.parametrize("party", PARTIES)
def test_party_as_subject_is_a_name(party):
    assert cued_names(f"{party} تعوض عن التلف خلال أسبوع.") != []


@pytest.mark.parametrize("act,party", list(itertools.product(["اشتريت من", "سافرت مع", "يعمل لدى", "وصلت إلى"], PARTIES)))
def test_party_after_no_referral_is_a_name(act, party):
    assert cued_names(f"{act} {party} الأسبوع الماضي.") != []


@pytest.mark.parametrize("act,channel", list(itertools.product(ACTS, ["منصة أبشر", "تطبيق توكلنا", "السيد أحمد"])))
def test_channel_or_person_after_a_referral_stays(act, channel):
    assert cued_names(f"أنصحك {act} {channel} عن إجراءات التعويض.") != []


CTX = [{"title": "gaca-baggage.md", "text": "فقدان الأمتعة المسجلة: تعويض يصل إلى 6,568 ريالًا، وتأخر تسليم الأمتعة: 740 ريالًا عن "
        "اليوم الأول."}]


@pytest.mark.parametrize("party", ["شركة الطيران", "شركة طيران ناس", "مكتب خدمة العملاء"])
def test_referral_after_reasoning_is_no_alarm(party):
    r = (f"تعويض فقدان الأمتعة المسجلة يصل إلى 6,568 ريالًا. حالتك تلف وليست فقدانًا، لذا أنصحك بالاستفسار من {party} "
         "عن إجراءات التعويض عن التلف.")
    assert check(r, CTX, "حقيبتي تضررت، كم التعويض؟").hallucination != "hallucinated"


def test_invented_party_claim_stays_hallucinated():
    r = "تعويض فقدان الأمتعة المسجلة يصل إلى 6,568 ريالًا، وشركة طيران ناس تعوض عن التلف بمبلغ 500 ريال."
    assert check(r, CTX, "حقيبتي تضررت، كم التعويض؟").hallucination == "hallucinated"
