"""Arabic referral to a professional (text/arabic/behaviour.py REFERRAL_ACTS): advice to consult someone or put one's
case to them ("يُستحسن أن تعرض حالتك على مختص قانوني"، "أنصحك باستشارة طبيب مختص") is advice to check, no claim;
a figure, a channel or a clause that goes on to state something is still read."""
from __future__ import annotations

import pytest

from groundtest.text.arabic.behaviour import is_referral

OPENERS = ["يُستحسن أن", "أنصحك أن", "من الأفضل أن", "يفضل أن", "ننصحك أن"]
ACTS = ["تعرض حالتك على", "تستشير", "تعرض الأمر على"]
WHOM = ["مختص قانوني", "محامٍ مختص", "طبيب مختص", "مستشار أسري"]


@pytest.mark.parametrize("opener", OPENERS)
@pytest.mark.parametrize("act", ACTS)
@pytest.mark.parametrize("whom", WHOM)
def test_advice_to_consult_a_professional_is_a_referral(opener, act, whom):
    assert is_referral(f"{opener} {act} {whom}.")


@pytest.mark.parametrize("whom", WHOM)
def test_the_nominal_consult_form_is_a_referral(whom):
    assert is_referral(f"أنصحك باستشارة {whom}.")


@pytest.mark.parametrize("text", [
    "يُستحسن أن تعرض حالتك على الرقم 0500000.",  # a figure
    "ننصحك باستشارة محامٍ، وستحصل على تعويض كامل.",  # a clause that states an outcome
    "يُستحسن أن تستشير محامياً عبر تطبيق العدل.",  # a channel
])
def test_a_figure_channel_or_outcome_in_the_referral_is_read(text):
    assert not is_referral(text)
