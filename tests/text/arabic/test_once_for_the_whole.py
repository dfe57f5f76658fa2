"""An Arabic answer's "مرة واحدة" (once) where the context says so in other words (text.arabic.numbers.ONE_PERIOD,
checker.lookups.ONE_IN_ENGLISH) —

THE ONE-TIME FEE: an English chunk's "a one-time registration fee" (or "one-off") is paid once, as its "once" is;
THE CHARGE FOR THE WHOLE: an Arabic chunk's "300 دج للشخص عن كامل الرحلة" (for the whole trip) is paid once.

A rival count ("twice") or a charge per day keeps "once" unsupported."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_EN = "New companies pay a one-time registration fee of AED 5,000. Licences must be renewed annually."
_AR = "رسوم دخول الحظيرة الوطنية 300 دج للشخص عن كامل الرحلة. أجرة المرشد المعتمد 6,500 دج في اليوم."


@pytest.mark.parametrize(("response", "context", "ok"), [
    ("**رسوم التسجيل:** **٥٬٠٠٠ درهم** تُدفع مرة واحدة للشركات الجديدة.", _EN, True),
    ("**رسوم التسجيل:** **٥٬٠٠٠ درهم** تُدفع مرة واحدة للشركات الجديدة.", _EN.replace("one-time", "one-off"), True),
    ("**رسوم التسجيل:** **٥٬٠٠٠ درهم** تُدفع مرتين للشركات الجديدة.", _EN, False),
    ("**رسوم التسجيل:** **٥٬٠٠٠ درهم** تُدفع مرة واحدة للشركات الجديدة.",
     "New companies pay a registration fee of AED 5,000 twice.", False),
    ("رسوم الحظيرة الوطنية: 300 دج للشخص، وتُدفع مرة واحدة عن كامل الرحلة.", _AR, True),
    ("رسوم الحظيرة الوطنية: 300 دج للشخص، وتُدفع مرة واحدة.", _AR.replace("عن كامل الرحلة", "عن كل يوم"), False),
])
def test_once(response, context, ok):
    got = check(response, context, "كم الرسوم؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
