"""Emotive words of a chat answer: the evaluations, feelings, interjections and foreign greetings that state no fact.

A chat answer opens and closes with remarks on the user's topic ("Exciting — parish registers are a brilliant place to
start!", "Cherry season is such a treat!", "I think he's going to be absolutely thrilled."), and with a greeting or a
wish in the user's language ("¡Hola!", "¡Mucha suerte!"). The grammars that read them are the checker's
(:mod:`groundtest.checker.scaffold`); the words are data, here, beside the other language tables.

Where the words come from: the English evaluative adjectives and interjections are the positive (and, for sympathy,
negative) entries of VADER's sentiment lexicon (``vader_lexicon.txt``, vaderSentiment 3.3.2, C.J. Hutto, MIT licence)
of mean valence 1.5 or more in absolute value that are adjectives or interjections of evaluation, chosen by hand. The
lexicon itself is not a dependency: importing it costs ~25 ms and the ``requests`` package, and of its 1,811 entries
of valence ≥ 1.5 most are nouns and verbs, and many are facts in an organisation's documents, not evaluations
("free" 2.3, "bonus" 2.5, "prize" 2.3, "win" 2.8, "safe" 1.9, "easy" 1.9, "comfortable" 2.3, "popular" 1.8,
"clean", "quiet", "healthy", "protected", "secured", "efficient"): a predicate with one of them says something of the
world ("the workshop is free", "the car park is safe"). Those are left out on purpose; what is left judges without
describing.
"""
from __future__ import annotations

#: adjectives that evaluate without describing: "a brilliant place to start", "such a treat", "lovely", "how exciting"
#: (VADER valence ≥ 1.5, hand-chosen; no word that states a property an organisation's documents could give: not
#: free, safe, easy, quick, cheap, comfortable, popular, clean, quiet, healthy, accessible, available, included)
EVALUATIVE_EN = frozenset("""
amazing awesome beautiful brilliant charming delightful excellent exciting fab fabulous fantastic fun gorgeous
grand great heartwarming ideal impressive incredible inspiring lovely magic magical marvellous marvelous memorable
nice outstanding perfect precious remarkable smart special spectacular splendid stunning super superb sweet terrific
thrilling tremendous wonderful wise sensible good cracking fascinating glorious enjoyable rewarding worthwhile
exhilarating adorable cute thoughtful clever lucky exceptional phenomenal stellar top-notch unforgettable romantic
""".split())

#: how a situation felt, in sympathy (VADER valence ≤ -1.5, hand-chosen): "what a pain", "that sounds stressful"
SYMPATHY_EN = frozenset("""
annoying frustrating stressful worrying upsetting disappointing exhausting overwhelming awful horrible tough hard
difficult scary frightening daunting nerve-wracking
""".split())

#: feelings someone is said to have about the user's plan: "he's going to be absolutely thrilled", "she'll be delighted"
FEELINGS_EN = frozenset("""
thrilled delighted excited chuffed pleased happy touched moved overjoyed ecstatic elated proud grateful thankful
surprised amazed stoked
""".split())

#: interjections of delight or sympathy that stand alone: "Wow!", "Yay!", "Oh no!"
INTERJECTIONS_EN = frozenset("""
wow yay hooray hurray woohoo woo ooh oh aw aww awww ah phew yum yikes eek
""".split())

#: the generic nouns an evaluation may be of ("a brilliant place to start", "a great way to practise", "such a treat",
#: "a lovely idea"): they name no thing of the organisation's
GENERIC_NOUNS_EN = frozenset("""
place way idea choice thing time start option move plan step treat decision pick call one question point thought
moment spot fit match first goal project adventure day outing occasion milestone experience introduction
""".split())

#: the verbs of a generic noun's purpose ("a great place to start", "a lovely way to spend a day"): no act of the
#: organisation's
PURPOSE_VERBS_EN = frozenset("""
start begin go be get kick practise practice learn try do spend celebrate mark explore visit enjoy relax unwind
come find see hear discover read deal
""".split())

#: greetings, wishes and exclamations in the user's language, folded (accents kept): "¡Hola!", "¡Mucha suerte!",
#: "¡Ánimo!", "¡Qué bien!", "Bon voyage!": a greeting is no name, and no claim
FOREIGN_WISHES = frozenset("""
hola tal buenas buenos ánimo animo suerte mucha buena qué que bien genial divertido bonito estupendo fenomenal perfecto
felicidades enhorabuena gracias bravo olé ole vamos vale adiós adios chao ciao salut bonjour bonsoir merci bon bonne
voyage chance courage félicitations felicitations santé sante buon viaggio auguri grazie danke prost tschüss tschuss
viel glück gluck servus salud salute cheers namaste shalom mazel tov
""".split())
