// Applies the remembered theme before a prerendered page first paints (src/lib/theme.ts does the
// same once the app runs; keep the key and the rule in step). A classic script: the CSP allows no inline one.
/* global window, document */
(function () {
  try {
    var v = localStorage.getItem("worldloom-theme");
    var dark = v === "dark" || (v !== "light" && window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch (e) {
    /* storage blocked: the app applies the theme when it starts */
  }
})();
