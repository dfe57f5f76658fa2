"""THE ONE NOUN AFTER LAM (thirty-sixth session, text/arabic/frames.py ``_PER_ONE_NOUN``): "١٠٠ ريال لليلة الواحدة" is per
"ليلة" — the article's lam swallowed by the noun's own — as "للفرد الواحد" is per "فرد"; a claim per the same noun ("عن كل
ليلة") keeps its period, one per another noun changes it. And the key is one in every process (a stem chosen among
equally short ones by its letters, not by a set's hash order).

    PER_ONE := "ل" "ل"? NOUN ("ال")? "واحد" ("ة" | "ه")?      (one lam taken first; the noun's stems drop a proclitic lam)
"""
from __future__ import annotations

import os
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

# (the noun, as "per one" in the context, as "for each" in a claim)
_NOUNS = [("ليلة", "لليلة الواحدة", "عن كل ليلة"), ("لعبة", "للعبة الواحدة", "عن كل لعبة"),
          ("لوحة", "للوحة الواحدة", "عن كل لوحة"), ("فرد", "للفرد الواحد", "عن كل فرد"),
          ("شخص", "للشخص الواحد", "عن كل شخص"), ("خيمة", "للخيمة الواحدة", "عن كل خيمة")]


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(_NOUNS), st.sampled_from(_NOUNS), st.sampled_from(["١٠٠", "100", "٧٥"]))
def test_a_price_per_one_noun_kept_or_changed(own, other, amount):
    noun, per_one, _ = own
    ctx = [{"title": "fees.md", "text": f"الرسوم {amount} ريال {per_one}، ويُقدَّم الطلب قبل ٧ أيام عمل على الأقل."}]
    right = check(f"- **الرسوم:** {amount} ريال {own[2]}.", ctx)
    assert "frame_period" not in _critical(right), right.findings
    if other[0] != noun:
        wrong = check(f"- **الرسوم:** {amount} ريال {other[2]}.", ctx)
        assert "frame_period" in _critical(wrong), wrong.findings


def test_the_verdict_is_the_same_under_every_hash_seed():
    code = ("from groundtest import check; "
            "print(check('- الرسوم: ١٠٠ ريال عن كل ليلة للخيمة الواحدة — فلو خيّمت ٣ ليالٍ فالمجموع ٣٠٠ ريال.', "
            "['الرسوم ١٠٠ ريال لليلة الواحدة للخيمة. يُسمح بحد أقصى ٨ أشخاص في الخيمة الواحدة.']).hallucination)")
    seen = set()
    for seed in ("0", "1", "2", "3", "4", "5"):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": seed})
        seen.add(out.stdout.strip())
    assert len(seen) == 1 and "hallucinated" not in seen, seen
