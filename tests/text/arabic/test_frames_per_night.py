"""THE NIGHT'S NOUN (text.arabic.frames.NIGHT_NOUNS): a price per one night ("لليلة الواحدة"، "لكل ليلة"، "عن كل ليلة") is
per the night in every spelling — the article's lam merged into the noun's own ("لليلة" = ل + الليلة) leaves no other
noun "يلة" — so restating it per night agrees, in every process (a counted noun's stem is the same one whatever the hash
seed), while the price moved to another period or to a person is still caught."""
from __future__ import annotations

import os
import subprocess
import sys

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.frames import per_changed

CONTEXT = ["الرسوم {n} ريال لليلة الواحدة للخيمة.", "سعر الغرفة {n} ريال لليلة الواحدة.", "تبلغ الرسوم {n} ريال لكل ليلة."]
SAME = ["{n} ريال عن كل ليلة للخيمة الواحدة", "{n} ريال لليلة الواحدة", "{n} ريال عن كل ليلة", "{n} ريال لكل ليلة"]
OTHER = ["{n} ريال يوميًا", "{n} ريال أسبوعيًا", "{n} ريال للشخص الواحد", "{n} ريال في الشهر"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONTEXT), st.sampled_from(SAME), st.sampled_from(OTHER), st.sampled_from([100, 250, 45]))
def test_a_price_per_night_in_every_spelling(context, same, other, n):
    ctx = context.format(n=n)
    assert per_changed(f"الرسوم: {same.format(n=n)}.", ctx, {}) is None
    # wrong neighbour: the same price per another period, or per a person
    assert per_changed(f"الرسوم: {other.format(n=n)}.", ctx, {}) is not None


_PROBE = ("from groundtest.text.arabic.frames import per_changed\n"
          "print(per_changed('الرسوم: ١٠٠ ريال عن كل ليلة للخيمة الواحدة.', 'الرسوم ١٠٠ ريال لليلة الواحدة للخيمة.', {}))")


def test_the_same_reading_whatever_the_hash_seed():
    seen = set()
    for seed in ("0", "1", "2", "3", "7", "11"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, check=True)
        seen.add(out.stdout.strip())
    assert seen == {"None"}, seen
