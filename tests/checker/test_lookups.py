"""Value lookups of the checker (groundtest.checker.lookups): counts, computed values, the user's
premise, durations by meaning and figures too large to compare."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import CheckerConfig, check
from groundtest.checker.dated import DATED
from groundtest.model import Chunk


def v(text, context, query=None, config=None):
    return check(text, [{"title": "c.md", "text": context}], query, config)


def test_a_count_in_words_is_checked_when_the_context_counts_otherwise():
    ctx = "The bulky waste service collects up to three items for $35."
    assert v("It collects up to five items for $35.", ctx).hallucination == "hallucinated"
    assert v("It collects up to three items for $35.", ctx).hallucination == "clean"


def test_a_count_of_things_the_context_never_names_is_checked():
    ctx = "A pet deposit of $300 applies."
    assert [f.content for f in v("The $300 pet deposit can be paid in three monthly instalments.", ctx).findings] \
        == ["three monthly instalments"]


def test_a_count_of_what_the_response_itself_lists_is_not_a_figure():
    ctx = "The council met on Monday. It approved the budget. It rejected the bridge plan."
    assert all(f.rule != "value" for f in v("The council discussed two main topics on Monday.", ctx).findings)


def test_computed_values_are_checked_by_arithmetic():
    ctx = "The Team plan costs $12 per seat per month."
    q = "How much would 8 seats cost?"
    assert v("At $12 per seat, 8 seats come to $96 a month.", ctx, q).hallucination == "clean"
    assert v("At $12 per seat, 8 seats come to $90 a month.", ctx, q).hallucination == "hallucinated"
    assert v("At $12 per seat, 8 seats come to $96 a month.", ctx, q,
             CheckerConfig(check_arithmetic=False)).hallucination == "hallucinated"
    # small figures and years are not read as sums: they coincide too easily
    assert v("He had four children.", "He was married twice. He had 2 sons and 2 daughters.").hallucination != "clean"


def test_a_period_named_with_an_article_is_that_period():
    """"£5 a quarter" names three months ("every three months (a quarter)"); "a quarter of the price" does not."""
    said = "Membership is £5 every three months."
    assert v(said, "Membership costs £5 a quarter.").hallucination != "hallucinated"
    assert v("Membership is £5 every four months.", "Membership costs £5 a quarter.").hallucination == "hallucinated"
    assert v(said, "Membership costs £5, a quarter of the full price.").hallucination == "hallucinated"


def test_the_users_value_as_their_premise_is_not_asserted():
    ctx = "Employees in grades 1–4 have a one-month notice period. Grade 5 and above have a 12-week notice period."
    q = "What's the notice period for grade 6 staff?"
    assert v("At grade 6 you're in the grade 5 and above group, so your notice period is 12 weeks.", ctx, q).hallucination != "hallucinated"
    assert v("Grade 6 staff have a 12-week notice period.", ctx, q).hallucination == "hallucinated"


def test_a_duration_is_compared_by_meaning_not_by_digits_found_elsewhere():
    ctx = "The tablet plan includes 50 GB of data for $12 a month."
    assert v("The tablet plan is $12 a month, on a 12-month contract.", ctx).hallucination == "hallucinated"
    assert v("The tablet plan is $12 a month.", ctx).hallucination == "clean"


def test_a_figure_of_hundreds_of_digits_is_flagged_not_an_internal_error():
    assert check("The fee is " + "9" * 309 + ".", [Chunk("a", "[1]")]).hallucination == "hallucinated"
    assert check("It takes " + "9" * 400 + " days.", [Chunk("a", "It takes 3 days.")]).hallucination == "hallucinated"


# ------------------------------------------------------------------ Arabic legal citations (issue 24)
_LABOUR = [{"title": "نظام العمل — المادة (98)",
            "text": "صدر نظام العمل بالمرسوم الملكي رقم م/51 وتاريخ 23/8/1426هـ. وتخفض ساعات العمل الفعلية في شهر رمضان "
                    "للعمال المسلمين بحيث لا تزيد على ست ساعات في اليوم. ويطبق القانون رقم (2) لسنة 2019 على المنشآت الصغيرة."}]


def _legal_findings(response, chunks=_LABOUR, query=None):
    from groundtest.checker import check

    return [f for f in check(response, chunks, query).findings if f.rule == "legal_citation"]


def test_arabic_citations_are_looked_up_whatever_the_digits():
    assert not _legal_findings("وفق المادة (٩٨) تخفض ساعات العمل في رمضان إلى ست ساعات في اليوم.")
    assert not _legal_findings("صدر النظام بالمرسوم الملكي رقم م/٥١ وتاريخ ٢٣/٨/١٤٢٦هـ.")
    assert not _legal_findings("يطبق القانون رقم ٢ لسنة ٢٠١٩ على المنشآت الصغيرة.")
    [f] = _legal_findings("وفق المادة 90 تخفض ساعات العمل في رمضان إلى ست ساعات في اليوم.")
    assert f.content == "المادة 90" and f.severity == "critical"
    [f] = _legal_findings("يطبق القانون رقم 2 لسنة 2018 على المنشآت الصغيرة.")
    assert "2018" in f.content
    [f] = _legal_findings("صدر النظام بالمرسوم الملكي رقم م/15 وتاريخ 23/8/1426هـ.")
    assert "م/15" in f.content


def test_an_arabic_correction_of_the_users_article_is_not_a_citation():
    q = "حسب المادة 90 من نظام العمل، كم ساعة أعمل في رمضان؟"
    assert not _legal_findings("الحكم منصوص عليه في المادة (98) وليس المادة 90.", query=q)
    assert _legal_findings("نعم، وفق المادة 90 لا تزيد ساعات العمل في رمضان على ست ساعات.", query=q)


def test_citations_across_languages():
    english = [{"title": "Labour Law", "text": "Under Article 98 of Law No. 2 of 2019, working hours in Ramadan are six a day."}]
    assert not _legal_findings("وفق المادة 98 من القانون رقم 2 لسنة 2019 تكون ساعات العمل في رمضان ست ساعات.", english)
    assert _legal_findings("وفق المادة 99 من القانون رقم 2 لسنة 2019 تكون ساعات العمل في رمضان ست ساعات.", english)
    assert not _legal_findings("Under Article 98, working hours in Ramadan are six a day.", _LABOUR)
    assert _legal_findings("Under Article 99, working hours in Ramadan are six a day.", _LABOUR)


# ------------------------------------------------------------------ the organisation the answer speaks for
TRIAL = [{"title": "trial-and-returns.md", "text": "All hearing aids come with a 60-day trial. If you return them within "
                                                  "60 days of fitting, you get a full refund minus a £95 fitting fee. "
                                                  "The plant guarantee covers hardy plants for 2 years."}]


@pytest.mark.parametrize("response", [
    "Yes — SoundWell gives you a 60-day trial, and a full refund minus a £95 fitting fee.",
    "SoundWell's hearing aids come with a 60-day trial.",
    "All hearing aids come with a 60-day trial. If anything is unclear, ask SoundWell directly.",
    "The Greenacre plant guarantee covers your hardy plants for 2 years.",
    "All hearing aids come with a 60-day trial; for anything else, check with Kiln & Co first.",
])
def test_the_organisation_the_answer_speaks_for_is_no_invented_name(response):
    """A chat answer names the organisation whose documents it answers from; the chunks need not."""
    v = check(response, TRIAL, "Can I get my money back?")
    assert not any(f.rule == "name" for f in v.findings), v.findings


@pytest.mark.parametrize(("response", "invented"), [
    # a second agent beside the organisation is a name the context lacks
    ("SoundWell gives you a 60-day trial. SoundWell's audiologist Dr Patel will fit them.", "Patel"),
    # a place, not the organisation: "the Civic Centre help desk"
    ("All hearing aids come with a 60-day trial; apply at the Civic Centre help desk.", "Civic Centre"),
    ("All hearing aids come with a 60-day trial, and the Pet Health Plan covers the fitting fee.", "Pet Health Plan"),
])
def test_another_name_beside_the_organisation_is_still_checked(response, invented):
    v = check(response, TRIAL, "Can I get my money back?")
    assert any(f.rule == "name" and invented in f.content for f in v.findings), v.findings


@pytest.mark.parametrize("response", [
    # the opening line names the place the whole answer is at or for, with no article
    "Here's what you need for your trial at Fellside 🦻\n\nAll hearing aids come with a **60-day trial**.",
    "Here's how returns work at Bounce Republic:\n\n- You get a full refund minus a £95 fitting fee.",
    "Hi! Here's how to send your hearing aids back to Inkwell 📦\n\nAll hearing aids come with a 60-day trial.",
    # the organisation as the doer, through the answer's bold marks, with the organisation's own verbs
    "All hearing aids come with a 60-day trial. Eastmere **doesn't** charge more than the £95 fitting fee.",
    "You get a full refund minus a £95 fitting fee, unless Kiln & Co cancels the fitting.",
    # the question's own name for the place it asks about, restated as the place that opens
    "Yes — Castle Street is open as usual, and all hearing aids come with a 60-day trial.",
])
def test_the_organisation_named_where_the_answer_frames_itself_is_no_invented_name(response):
    """The organisation the documents come from, named in the answer's opening line ("for your stay at
    Fellside") or as the doer of what the documents say, is neither a name the context lacks nor the
    question's name adopted."""
    v = check(response, TRIAL, "Can I get my money back at Castle Street?")
    assert not any(f.rule in ("name", "query_only") for f in v.findings), v.findings


@pytest.mark.parametrize(("response", "invented"), [
    # the opening line's place is the organisation; a second name later is still checked
    ("Here's what you need for your trial at Fellside 🦻\n\nAll hearing aids come with a 60-day trial, "
     "and Fellside Rewards members get the fitting free.", "Rewards"),
    # a place after "at" deeper in the answer is not the opening line's frame
    ("All hearing aids come with a 60-day trial.\n\nYou can also return them at Westbury Library.", "Westbury Library"),
    # a capitalised sentence opening ("Who can …") is no organisation, so the invented name stays
    ("Who can return them?\n\nAll hearing aids come with a 60-day trial; Dr Patel will fit them.", "Patel"),
])
def test_a_name_outside_the_answers_frame_is_still_checked(response, invented):
    v = check(response, TRIAL, "Can I get my money back?")
    assert any(f.rule == "name" and invented in f.content for f in v.findings), v.findings


def test_a_bare_answer_that_speaks_to_no_one_names_no_organisation():
    """Only a chat answer to a user speaks for an organisation: a bare factual answer's unknown
    name is a name the context lacks (HaluEval-style answers)."""
    v = check("A 60-day trial is given on all hearing aids, and SoundWell's fitting fee is £95.", TRIAL, "Which company gives a trial?")
    assert any(f.rule == "name" for f in v.findings), v.findings


# ------------------------------------------------------------------ the user's figure: worked out, compared, counted
VANS = [{"title": "vans.md", "text": "Each hire day includes 100 free miles, and extra miles cost 25p each. "
                                     "Kerbside delivery is free on orders of £500 or more."}]
VANS_Q = "Since every van comes with 200 free miles a day and delivery is free over £800, I won't pay extra for my sofa, right?"


@pytest.mark.parametrize("response", [
    # the user's figure reached again by the answer's own working, and restated once worked out
    "Each hire day includes 100 free miles, not 200. Over a 2-day hire: 2 × 100 = 200 free miles in total.\n\n"
    "- Free allowance: 200 miles",
    # set against the context's value the previous sentence stated
    "Kerbside delivery is free on orders of £500 or more. So with an £800 sofa, kerbside delivery is free.",
])
def test_the_users_figure_worked_out_or_compared_is_not_adopted(response):
    v = check(response, VANS, VANS_Q)
    assert not any(f.rule == "adopted_premise" for f in v.findings), v.findings


@pytest.mark.parametrize(("response", "adopted"), [
    ("Each hire day includes 200 free miles, so you won't pay extra.", "200 free miles"),
    # working that does not give the figure, or none: still the premise adopted
    ("Over a 2-day hire: 2 × 50 = 200 free miles.", "200 free miles"),
    ("Kerbside delivery is free on orders over £800.", "£800"),
    # a reasoning opening with no context value stated before it: nothing compared
    ("So delivery is free over £800.", "£800"),
])
def test_the_users_premise_adopted_is_still_caught(response, adopted):
    v = check(response, VANS, VANS_Q)
    assert any(f.rule == "adopted_premise" and f.content == adopted for f in v.findings) \
        or v.hallucination == "hallucinated", v.findings


JUMP = [{"title": "changes-2022.md", "status": "superseded",
         "text": "You can move your booking free up to 24 hours before. Within 24 hours, changes cost £2 per jumper."},
        {"title": "changes.md", "text": "You can move your booking free up to 48 hours before. Within 48 hours, changes cost £3 per jumper."}]


@pytest.mark.parametrize("response", [
    # the user's own count, not the superseded source's "£2 per jumper"
    "Within 48 hours, changes cost £3 per jumper, so for 2 jumpers that's 2 × £3 = £6.",
    # the superseded value explained as older, through the answer's bold marks
    "Under the older **2022** booking details, changes cost £2 per jumper. Now, within 48 hours, changes cost £3 per jumper.",
])
def test_a_superseded_value_explained_or_the_users_count_is_not_stated_as_current(response):
    v = check(response, JUMP, "There are 2 of us jumping. Can we move our booking for free?")
    assert v.hallucination != "hallucinated", v.findings


def test_a_superseded_value_stated_as_current_is_still_caught():
    v = check("Within 24 hours, changes cost £2 per jumper.", JUMP, "There are 2 of us jumping. Can we move our booking?")
    # still critical on the superseded £2 (after the derive merge its note may say the user's count "2" is read as
    # the premise instead of "only in a superseded source": a reason to improve, the verdict is right)
    assert v.hallucination == "hallucinated"
    assert any(f.content == "£2" and f.severity == "critical" for f in v.findings), v.findings


GUARANTEE = [{"title": "workshop.md", "text": "Parts we fit are guaranteed for 12 months and labour for 3 months. "
                                              "Lamination costs £1.50 per A4 sheet."}]


@pytest.mark.parametrize(("response", "query"), [
    # the user's supposed figure set against the rule's own figure, with the conclusion drawn
    ("Labour is only guaranteed for 3 months, so at 6 months the labour guarantee has run out.",
     "If a part fails after 6 months, am I covered? What about labour?"),
    # the question's count naming the topic in a heading
    ("### Laminating 10 A4 menus\n\n- Lamination is £1.50 per A4 sheet: 10 × £1.50 = £15.",
     "What would it cost to laminate 10 A4 menus?"),
])
def test_the_users_figure_measured_by_the_rule_or_heading_the_answer_is_no_claim(response, query):
    v = check(response, GUARANTEE, query)
    assert not any(f.rule == "query_only" for f in v.findings), v.findings


@pytest.mark.parametrize(("response", "query"), [
    # the user's figure given to the rule, with no context figure it is measured by
    ("Labour is guaranteed for 6 months.", "Is labour guaranteed for 6 months?"),
    ("Labour is guaranteed for 6 months, which is longer than most.", "Is labour guaranteed for 6 months?"),
    # a heading that gives the user's figure as a rule (a duration), not as the user's count
    ("### Guaranteed for 6 months\n\n- Parts are covered.", "Are parts guaranteed for 6 months?"),
])
def test_the_users_figure_given_to_the_rule_is_still_checked(response, query):
    v = check(response, GUARANTEE, query)
    assert v.hallucination == "hallucinated", v.findings


LEAVE = [{"title": "leave.md", "text": "Eligible employees may take 2 weeks' paternity leave, paid at full salary. Lessons: "
                                       "45-minute lessons cost $45. Each term has 10 lessons. Refund requests must be made "
                                       "within 12 months."}]


@pytest.mark.parametrize(("response", "query"), [
    # what the user believes of the world, restated with "your": still the premise, adopted
    ("Yes, you can split your 4 weeks of paternity leave.", "I know paternity leave here is 4 weeks. Can I split it?"),
    ("Submit your claim for the £520 compensation within 12 months.", "Your policy says I'm owed £520. How do I claim it?"),
    ("Each term has 10 lessons, so at $40 per 45-minute lesson:\n\n- 10 × $40 = $400 per term",
     "Since 45-minute lessons are $40, what would a full term cost?"),
])
def test_a_figure_the_user_believes_restated_as_theirs_is_still_adopted(response, query):
    assert check(response, LEAVE, query).hallucination == "hallucinated"


@pytest.mark.parametrize(("response", "query"), [
    # reported as the user's words beside the context's own figure
    ("You mentioned 4 weeks, but the policy gives 2 weeks' paternity leave.", "I know paternity leave here is 4 weeks. Can I split it?"),
    # the user's own situation, restated as theirs
    ("With your 3 children, each term still has 10 lessons per child.", "I have 3 children. How many lessons are in a term?"),
])
def test_the_users_belief_reported_or_own_situation_is_no_claim(response, query):
    v = check(response, LEAVE, query)
    assert not any(f.rule in ("adopted_premise", "query_only") for f in v.findings), v.findings


PRINTS = [{"title": "prices-2025.md", "status": "superseded",
           "text": "6x4 inch prints 10p each; 7x5 prints 22p each. A refundable security deposit of £750 is taken."},
          {"title": "prices.md", "text": "6x4 inch prints 12p each; 7x5 prints 25p each. A refundable security deposit of "
                                         "£1,000 is taken."}]


@pytest.mark.parametrize("response", [
    # a table column headed as old reports the superseded values
    "| Print | 2025 price (old) | Current price |\n|---|---|---|\n| 6x4 | 10p | **12p** |\n| 7x5 | 22p | **25p** |",
    "| Print | Previous | Now |\n|---|---|---|\n| 6x4 | 10p | 12p |",
    # the superseded figure said to be the earlier one
    "The deposit is **£1,000**, refundable (this has gone up from the earlier £750).",
    "The deposit is £1,000 — the old £750 no longer applies.",
])
def test_a_superseded_value_reported_as_old_is_no_current_claim(response):
    v = check(response, PRINTS, "How much are 6x4 prints and the deposit?")
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("response", [
    # a column not headed as old: the superseded values stated as current
    "| Print | Price |\n|---|---|\n| 6x4 | 10p |\n| 7x5 | 22p |",
    "The deposit is £750, refundable, taken 7 days before collection.",
])
def test_a_superseded_value_in_a_current_column_is_still_caught(response):
    v = check(response, PRINTS, "How much are 6x4 prints and the deposit?")
    assert v.hallucination == "hallucinated", v.findings

_FILLERS = st.lists(st.sampled_from(["**2024**", "2025", "booking", "plan", "_standard_", "price"]), max_size=2)
_NOUNS = st.sampled_from(["details", "plan", "price list", "terms", "rules", "fees", "scheme", "policy", "table"])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["older", "old", "earlier", "previous", "former"]), _FILLERS, _NOUNS)
def test_an_old_version_cue_reads_through_up_to_two_words_and_marks(cue, fillers, noun):
    """The grammar: article, a cue word, up to two words (bold, a year), a noun of a document or its terms."""
    assert DATED.search(f"Under the {cue} {' '.join(fillers + [noun])}, it cost £4.95.")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["current", "new", "latest", "standard"]), _FILLERS, _NOUNS)
def test_a_current_version_is_no_old_version_cue(cue, fillers, noun):
    assert not DATED.search(f"Under the {cue} {' '.join(fillers + [noun])}, it costs £4.95.")
