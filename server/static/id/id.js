/* global document, window */
/*
 * Conveniences for the Kimoshdi ID pages; every form works without this file.
 * - A resend button (data-resend-in: seconds) stays disabled until then, and the hint above it
 *   counts the seconds down.
 * - A button with data-auto-click is pressed at once (the logout the shop already confirmed).
 */
(function () {
  'use strict';

  function startCountdown(button) {
    var at = Date.now() + Number(button.getAttribute('data-resend-in')) * 1000;
    var hint = document.querySelector('[data-countdown-for="' + button.id + '"]');
    if (!hint) return;
    var template = hint.textContent || '';
    var shown = template.match(/\d+/);
    if (!shown) return;

    function tick() {
      var left = Math.ceil((at - Date.now()) / 1000);
      if (left <= 0) {
        button.disabled = false;
        hint.textContent = hint.getAttribute('data-done-text') || '';
        return;
      }
      button.disabled = true;
      hint.textContent = template.replace(shown[0], String(left));
      window.setTimeout(tick, 250);
    }
    tick();
  }

  document.addEventListener('DOMContentLoaded', function () {
    var buttons = document.querySelectorAll('button[data-resend-in]');
    for (var i = 0; i < buttons.length; i += 1) startCountdown(buttons[i]);
    var auto = document.querySelector('[data-auto-click]');
    if (auto) auto.click();
  });
})();
