"""THE USER'S OWN FIGURE IN THE DIALECTS (text.arabic.behaviour.FIRST_PERSON, FIRST_PRONOUNS): "معايا 20 جنيه" (Egyptian:
I have 20 pounds), "معاي"، "معانا", and the planning verbs "أفكر / نفكر في ساعتين" (we are thinking of two hours), "ننوي"،
"نخطط" put the question's figure in the user's situation, as "معي" and "أنوي" do — so the answer working with it
("تقدر تدفع بالعشرين جنيه"، "ساعتان على الكاياك المزدوج = 2 × 80") adopts nothing. A figure the question gives as a
belief about the world ("سمعت أن الرسم 20 جنيه") is still no situation of the user's."""
from __future__ import annotations

from groundtest.checker import check

FAWRY = [{"title": "fawry-electricity.md", "text": (
    "رسم الخدمة لفواتير الكهرباء: 2.5 جنيه للفاتورة حتى 100 جنيه، و4 جنيهات للفواتير من 100 إلى 500 جنيه. يُقبل الدفع "
    "نقداً أو بالبطاقات البنكية.")}]
KAYAK = [{"title": "hatta-kayak.md", "text": "كاياك فردي: 60 درهماً للساعة الواحدة. كاياك مزدوج: 80 درهماً للساعة."}]


def _rules(v):
    return {f.rule for f in v.findings}


def test_egyptian_with_me_is_the_users_money():
    q = "معايا 20 جنيه بس وعايز أدفع فاتورة كهربا بـ 17 جنيه في فوري، هل المبلغ يكفي؟"
    r = "فاتورتك ١٧ جنيه، فالرسم ٢٫٥ جنيه، والإجمالي ١٩٫٥ جنيه. الدفع نقداً مقبول، فتقدر تدفع بالعشرين جنيه."
    assert "query_only" not in _rules(check(r, FAWRY, query=q))


def test_we_are_thinking_of_is_the_users_plan():
    q = "كم سعر الكاياك؟ نفكر في ساعتين على كاياك مزدوج."
    r = "الكاياك المزدوج 80 درهماً للساعة. لرحلتكم: ساعتان على الكاياك المزدوج = 2 × 80 = 160 درهماً."
    assert "query_only" not in _rules(check(r, KAYAK, query=q))


def test_a_belief_about_the_world_is_still_adopted():
    q = "سمعت أن رسم الخدمة 20 جنيه، صح؟"
    r = "نعم، رسم الخدمة عشرين جنيه للفاتورة."
    assert check(r, FAWRY, query=q).hallucination == "hallucinated"
