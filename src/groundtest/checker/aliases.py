"""Name aliases the checker accepts: acronyms of capitalised runs, and US state codes."""
from __future__ import annotations

import re

US_STATES = {
    "al": "alabama", "ak": "alaska", "az": "arizona", "ar": "arkansas", "ca": "california", "co": "colorado",
    "ct": "connecticut", "de": "delaware", "fl": "florida", "ga": "georgia", "hi": "hawaii", "id": "idaho",
    "il": "illinois", "in": "indiana", "ia": "iowa", "ks": "kansas", "ky": "kentucky", "la": "louisiana",
    "me": "maine", "md": "maryland", "ma": "massachusetts", "mi": "michigan", "mn": "minnesota",
    "ms": "mississippi", "mo": "missouri", "mt": "montana", "ne": "nebraska", "nv": "nevada",
    "nh": "new hampshire", "nj": "new jersey", "nm": "new mexico", "ny": "new york", "nc": "north carolina",
    "nd": "north dakota", "oh": "ohio", "ok": "oklahoma", "or": "oregon", "pa": "pennsylvania",
    "ri": "rhode island", "sc": "south carolina", "sd": "south dakota", "tn": "tennessee", "tx": "texas",
    "ut": "utah", "vt": "vermont", "va": "virginia", "wa": "washington", "wv": "west virginia",
    "wi": "wisconsin", "wy": "wyoming", "dc": "district of columbia",
}
STATE_CODES = {name: code for code, name in US_STATES.items()}

_RUN = re.compile(r"[A-Z][\w'’]*(?:\s+(?:(?:of|and|for|the|de|&)\s+)?[A-Z][\w'’]*)+")
_SMALL = frozenset({"of", "and", "for", "the", "de", "&"})


def initials(run: str) -> set[str]:
    """Acronyms a run of capitalised words may go by: with and without its small words."""
    parts = run.split()
    full = "".join(p[0] for p in parts).casefold()
    big = "".join(p[0] for p in parts if p.casefold() not in _SMALL).casefold()
    return {full, big}


def acronyms(text: str) -> set[str]:
    """Every acronym the capitalised runs of ``text`` spell (``European Union`` → ``eu``)."""
    out: set[str] = set()
    for m in _RUN.finditer(text):
        words = m.group(0).split()
        for i in range(len(words)):  # sub-runs too: "the Children's Health Insurance Program"
            for j in range(i + 2, min(len(words), i + 6) + 1):
                out |= initials(" ".join(words[i:j]))
    return out


#: a run of plain words with no punctuation between them ("electric vehicle charging bays")
_PLAIN_RUN = re.compile(r"[A-Za-z]+(?:[ -][A-Za-z]+)+")


def word_acronyms(text: str) -> set[str]:
    """The acronyms two to four consecutive content words of ``text`` spell, whatever their case ("Electric vehicle
    charging bays": ``ev``, ``evc``, ``vcb``, …): what an answer's "EV" abbreviates. Linear: at most three windows a word."""
    from .lexicon import NONCONTENT

    out: set[str] = set()
    for m in _PLAIN_RUN.finditer(text):
        words = re.split(r"[ -]", m.group(0))
        for i in range(len(words)):
            for j in range(i + 2, min(len(words), i + 4) + 1):
                window = words[i:j]
                if any(w.casefold() in NONCONTENT for w in window):
                    break
                out.add("".join(w[0] for w in window).casefold())
    return out


#: words of a name that identify no one by themselves: titles ("Professor Chen" for "Prof. Maria
#: Chen"). The possessive "s" is not one of them: "Chen's" in an answer whose context never writes a
#: possessive is read as a relation the context does not state (measured: treating it as a title
#: loses real catches, FaithBench 0.625 → 0.609)
TITLES = frozenset("""
mr mrs ms miss mx dr doctor prof professor sir dame lord lady rev reverend hon honorable honourable
president senator sen rep representative governor gov mayor judge justice minister secretary chancellor
dean chairman chairwoman chair ceo cfo cto coo director captain capt general gen colonel col lieutenant lt
sergeant sgt officer st saint king queen prince princess father
""".split())

#: the written-out and the abbreviated form of a word of a name ("Acme Corporation" = "Acme Corp.")
_ABBREVIATED = {
    "corporation": "corp", "incorporated": "inc", "limited": "ltd", "company": "co", "university": "univ",
    "department": "dept", "international": "intl", "association": "assn", "avenue": "ave", "street": "st",
    "road": "rd", "building": "bldg", "mount": "mt", "fort": "ft", "brothers": "bros", "institute": "inst",
    "boulevard": "blvd", "government": "govt", "national": "natl", "hospital": "hosp",
    "january": "jan", "february": "feb", "march": "mar", "april": "apr", "june": "jun", "july": "jul",
    "august": "aug", "september": "sept", "october": "oct", "november": "nov", "december": "dec",
    "monday": "mon", "tuesday": "tues", "wednesday": "wed", "thursday": "thurs", "friday": "fri",
    "saturday": "sat", "sunday": "sun",
}
FORMS: dict[str, str] = {**_ABBREVIATED, **{short: full for full, short in _ABBREVIATED.items()},
                         "sep": "september", "tue": "tuesday", "thu": "thursday", "thur": "thursday"}


#: holidays that fall on one fixed date every year: the name is that date reworded ("Boxing Day" = 26 December), so
#: it is the context's only where the context states that date (for 27 December, "Boxing Day" is a date it lacks).
#: Movable feasts (Easter, Thanksgiving, bank holidays) name a different date each year and are not here.
FIXED_HOLIDAYS: dict[str, tuple[int, int]] = {
    "new year's day": (1, 1), "new years day": (1, 1), "new year's eve": (31, 12), "new years eve": (31, 12),
    "hogmanay": (31, 12), "christmas eve": (24, 12), "christmas day": (25, 12), "christmas": (25, 12),
    "boxing day": (26, 12), "st stephen's day": (26, 12), "valentine's day": (14, 2), "st patrick's day": (17, 3),
    "st david's day": (1, 3), "st andrew's day": (30, 11), "st george's day": (23, 4), "halloween": (31, 10),
    "bonfire night": (5, 11), "guy fawkes night": (5, 11), "independence day": (4, 7), "bastille day": (14, 7),
    "canada day": (1, 7), "australia day": (26, 1), "anzac day": (25, 4), "armistice day": (11, 11),
    "remembrance day": (11, 11), "veterans day": (11, 11), "may day": (1, 5), "all saints' day": (1, 11),
    "epiphany": (6, 1), "twelfth night": (5, 1),
}
_MONTH_WORDS = ("january february march april may june july august september october november december").split()
_MONTH_SHORT = [m[:3] for m in _MONTH_WORDS]


def _holiday_key(text: str) -> str:
    """A name folded for the holiday table: lower case, curly apostrophes straight, "Saint" as "St"."""
    key = re.sub(r"\s+", " ", text.replace("’", "'").casefold().strip(" .*_"))
    return re.sub(r"\bsaint\b|\bst\.", "st", key)


_BY_LENGTH = sorted(FIXED_HOLIDAYS, key=len, reverse=True)


def holiday_in(name: str) -> "tuple[str, tuple[int, int]] | None":
    """The fixed-date holiday a capitalised run names, longest first ("Christmas Day", not "Christmas"): the run's
    other words (folded) and the holiday's date."""
    key = _holiday_key(name)
    for h in _BY_LENGTH:
        m = re.search(rf"(?<![\w']){re.escape(h)}(?![\w'])", key)
        if m:
            return key[:m.start()] + " " + key[m.end():], FIXED_HOLIDAYS[h]
    return None


def states_date(text: str, day: int, month: int) -> bool:
    """Whether ``text`` writes the day of the month in words of a date: "26 December", "26th Dec", "December 26",
    "Dec. 26th", "26/12" (day first, as British documents write it)."""
    names = rf"(?:{_MONTH_WORDS[month - 1]}|{_MONTH_SHORT[month - 1]}\.?)"
    d = rf"0?{day}(?:st|nd|rd|th)?"
    return re.search(rf"(?<![\d/.])(?:{d}\s+(?:of\s+)?{names}\b|{names}\s+{d}(?![\d/:])|0?{day}/0?{month}(?![\d]))", text, re.I) is not None


#: a place and the adjective of its people: one name in two word classes ("China" = "Chinese", "Jamaican" =
#: "Jamaica"). Only the name is identified by it; what the sentence says of it is judged as any claim is
DEMONYMS: dict[str, str] = dict(pair.split(":") for pair in """
afghanistan:afghan africa:african albania:albanian algeria:algerian america:american argentina:argentine
armenia:armenian asia:asian australia:australian austria:austrian bangladesh:bangladeshi belgium:belgian
bolivia:bolivian bosnia:bosnian brazil:brazilian britain:british bulgaria:bulgarian cambodia:cambodian
cameroon:cameroonian canada:canadian chile:chilean china:chinese colombia:colombian croatia:croatian cuba:cuban
cyprus:cypriot denmark:danish ecuador:ecuadorian egypt:egyptian england:english estonia:estonian
ethiopia:ethiopian europe:european finland:finnish france:french georgia:georgian germany:german ghana:ghanaian
greece:greek haiti:haitian hungary:hungarian iceland:icelandic india:indian indonesia:indonesian iran:iranian
iraq:iraqi ireland:irish israel:israeli italy:italian jamaica:jamaican japan:japanese jordan:jordanian
kenya:kenyan korea:korean kuwait:kuwaiti latvia:latvian lebanon:lebanese libya:libyan lithuania:lithuanian
malaysia:malaysian mexico:mexican mongolia:mongolian morocco:moroccan nepal:nepalese netherlands:dutch
nigeria:nigerian norway:norwegian oman:omani pakistan:pakistani palestine:palestinian peru:peruvian
philippines:filipino poland:polish portugal:portuguese qatar:qatari romania:romanian russia:russian
scotland:scottish serbia:serbian singapore:singaporean slovakia:slovak slovenia:slovenian somalia:somali
spain:spanish sudan:sudanese sweden:swedish switzerland:swiss syria:syrian taiwan:taiwanese thailand:thai
tunisia:tunisian turkey:turkish uganda:ugandan ukraine:ukrainian uruguay:uruguayan venezuela:venezuelan
vietnam:vietnamese wales:welsh yemen:yemeni zimbabwe:zimbabwean
""".split())
DEMONYMS.update({people: place for place, people in list(DEMONYMS.items())})

#: the legal or sporting form after an organisation's name ("Aberdeen FC", "Acme Ltd", "Initech Inc."): no part
#: of which organisation it is
ORG_FORMS = frozenset("fc afc cf sc ac inc ltd llc plc corp co gmbh ag sa nv bv pty lp llp".split())
