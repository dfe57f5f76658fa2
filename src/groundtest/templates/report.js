// groundtest report: filter the cases by type, verdict and id. Sets only attributes and textContent.
(function () {
  "use strict";
  var typeSel = document.getElementById("f-type");
  if (!typeSel) return;
  var search = document.getElementById("f-q");
  var count = document.getElementById("f-count");
  var chips = Array.prototype.slice.call(document.querySelectorAll(".chip[data-verdict]"));
  var cases = Array.prototype.slice.call(document.querySelectorAll("article.case"));
  var verdict = "all";
  function apply() {
    var t = typeSel.value, q = search.value.trim().toLowerCase(), shown = 0;
    cases.forEach(function (a) {
      var ok = (t === "all" || a.getAttribute("data-type") === t) &&
        (verdict === "all" || a.getAttribute("data-verdict").split(" ").indexOf(verdict) >= 0) &&
        (!q || a.getAttribute("data-id").indexOf(q) >= 0);
      a.hidden = !ok;
      if (ok) shown += 1;
    });
    count.textContent = shown + " of " + cases.length + " shown";
  }
  chips.forEach(function (c) {
    c.addEventListener("click", function () {
      verdict = c.getAttribute("data-verdict");
      chips.forEach(function (x) { x.setAttribute("aria-pressed", String(x === c)); });
      apply();
    });
  });
  typeSel.addEventListener("change", apply);
  search.addEventListener("input", apply);
  apply();
})();
