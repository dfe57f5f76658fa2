"""The local review page: a queue of cases for a person to label (``groundtest review``).

Only :mod:`groundtest.review.app` needs the ``review`` extra (Starlette, uvicorn, Jinja2);
:mod:`~groundtest.review.highlight`, :mod:`~groundtest.review.labels` and
:mod:`~groundtest.review.queue` are plain Python and are shared with the HTML report.
"""
