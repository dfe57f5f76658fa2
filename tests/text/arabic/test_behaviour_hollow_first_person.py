"""THE HOLLOW VERB'S FIRST PERSON and the dialects' "we" (text.arabic.behaviour.HOLLOW_FIRST, FIRST_PRONOUNS): "بعت أرض
بمليون ريال"، "كنت دافع ٢٠٠"، "نحنا هلّق بـ ٢٠٢٥"، "احنا ٥ أشخاص" speak of the user's own situation, as "دفعت" and
"نحن" do: the figure is the user's, and the answer restating it (or working with it) invents nothing. A figure the
user did not give is still flagged; a three-letter noun in ت ("بيت"، "وقت") is no first person, and "شفت أن …" (I
saw that …) is the user's belief about the world, not their situation."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import first_person

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
CTX = ["نظام الوساطة العقارية: لا تتجاوز عمولة الوسيط 2.5% من قيمة الصفقة، ويستحقها عند إتمام البيع لا عند توقيع العقد."]
# (the question's clause with {x} for the figure, the answer's restatement with {x})
SAID = [("بعت أرض بـ {x} ريال عن طريق وسيط. كم أقصى عمولة يأخذها؟", "بما أنك بعت الأرض بـ {x} ريال"),
        ("كنت بايع شقة بـ {x} ريال عن طريق وسيط. كم أقصى عمولة؟", "بما أن قيمة الصفقة {x} ريال"),
        ("زرت مكتب وسيط وعرضت بيتي بـ {x} ريال. كم أقصى عمولة؟", "على صفقة بقيمة {x} ريال"),
        ("احنا عارضين أرضنا بـ {x} ريال عند وسيط. كم أقصى عمولة؟", "على صفقة بقيمة {x} ريال"),
        ("نحنا بايعين محل بـ {x} ريال عن طريق وسيط. كم أقصى عمولة؟", "على صفقة بقيمة {x} ريال")]


def test_the_words_are_the_speakers():
    assert first_person("بعت أرض بمليون وثمانمية ألف ريال عن طريق وسيط") is True
    assert first_person("نحنا هلّق بـ ") is True
    assert first_person("وكنت دافع ") is True
    assert first_person("البيت بـ ") is None and first_person("وقت الانتظار ") is None
    assert first_person("شفت أن الفطور عندكم بـ") is False  # (what the user saw: a belief about the world)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SAID), st.sampled_from([800_000, 1_200_000, 2_000_000]), st.booleans())
def test_the_users_own_figure_restated(said, amount, arabic):
    question, restated = said

    def n(k: int) -> str:
        s = f"{k:,}"
        return s.translate(AR_DIGITS).replace(",", "٬") if arabic else s

    q = question.format(x=n(amount))
    fee = f"{amount * 0.025:,.0f}"
    ok = check(f"{restated.format(x=n(amount))}، فأقصى عمولة 2.5% أي {fee} ريال، تستحق عند إتمام البيع.", CTX, q)
    assert ok.hallucination != "hallucinated", ok.findings
    other = amount + 300_000
    bad = check(f"{restated.format(x=n(other))}، فأقصى عمولة 2.5% أي {other * 0.025:,.0f} ريال، تستحق عند إتمام البيع.",
                CTX, q)
    assert bad.hallucination == "hallucinated", bad.findings
