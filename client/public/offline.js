// The offline page (issue 27), shown by the service worker for a page neither the network nor its
// cache has: in the visitor's language (the site's stored choice, else its `lang` cookie), with a
// retry and the lot pages kept for offline (client/service-worker/offline-rules.ts: the
// `kimoshdi-pages` cache). A plain browser script, served as it is (eslint.config.js: client/public).
(function () {
  var TEXTS = {
    uz: {
      title: "Internet aloqasi yo'q",
      lead: "Bu sahifa hali saqlanmagan. Aloqa tiklanganda qayta urinib ko'ring.",
      retry: 'Qayta urinish',
      saved: "Oldin ko'rilgan lotlar (aloqasiz ochiladi)",
      lot: 'Lot № {n}',
      game: 'Auksion, lot № {n}',
      result: 'Natija, lot № {n}',
    },
    'uz-Cyrl': {
      title: 'Интернет алоқаси йўқ',
      lead: 'Бу саҳифа ҳали сақланмаган. Алоқа тикланганда қайта уриниб кўринг.',
      retry: 'Қайта уриниш',
      saved: 'Олдин кўрилган лотлар (алоқасиз очилади)',
      lot: 'Лот № {n}',
      game: 'Аукцион, лот № {n}',
      result: 'Натижа, лот № {n}',
    },
    ru: {
      title: 'Нет подключения к интернету',
      lead: 'Эта страница ещё не сохранена. Попробуйте снова, когда связь восстановится.',
      retry: 'Повторить',
      saved: 'Просмотренные лоты (открываются без сети)',
      lot: 'Лот № {n}',
      game: 'Аукцион, лот № {n}',
      result: 'Итоги, лот № {n}',
    },
    en: {
      title: 'No internet connection',
      lead: 'This page has not been saved yet. Try again once you are back online.',
      retry: 'Try again',
      saved: 'Lots you have seen (they open offline)',
      lot: 'Lot No. {n}',
      game: 'Auction, lot No. {n}',
      result: 'Result, lot No. {n}',
    },
  };
  // The site's language as the app picks it (client/src/lib/i18n.ts initialLanguage): the choice
  // stored on this browser first (the cookie may be gone, and common/lang sets it only to uz or
  // ru), then the `lang` cookie, then Uzbek.
  var known = function (value) {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(TEXTS, value);
  };
  var lang = null;
  try {
    lang = window.localStorage.getItem('kimoshdi.lang');
  } catch {
    // Storage unavailable: the cookie decides.
  }
  if (!known(lang)) {
    // The language's code as it is: letters and a hyphen, nothing encoded.
    var match = /(?:^|;\s*)lang=([^;]+)/.exec(document.cookie);
    lang = match ? match[1] : null;
  }
  if (!known(lang)) lang = 'uz';
  var texts = TEXTS[lang];
  document.documentElement.lang = lang;
  document.title = texts.title + ' · Kimoshdi';
  document.querySelectorAll('[data-text]').forEach(function (element) {
    element.textContent = texts[element.getAttribute('data-text')];
  });
  document.querySelector('.offline__retry').addEventListener('click', function () {
    location.reload();
  });

  var KINDS = { 'lot-view': 'lot', 'game-view': 'game', 'lot-result': 'result' };
  if (!('caches' in window)) return;

  /**
   * What the lot data kept for offline (the `kimoshdi-lot-data` cache) says of each lot: its name
   * and its lot number, from the card (lot-card/details) or the auction's summary (game-view/base).
   * The page's address names only the lot's id, which no person knows it by.
   */
  function lotsKept() {
    return caches.open('kimoshdi-lot-data').then(function (cache) {
      return cache.keys().then(function (requests) {
        var reads = requests.map(function (request) {
          var url = new URL(request.url);
          var id = url.searchParams.get('lot_id');
          var card = url.pathname === '/api/shop/lot-card/details';
          if (!id || (!card && url.pathname !== '/api/shop/game-view/base')) return null;
          return cache
            .match(request)
            .then(function (response) {
              return response ? response.json() : null;
            })
            .then(function (answer) {
              var lot = answer && (card ? answer : answer.lot);
              return lot && lot.name ? { id: id, name: lot.name, number: lot.lot_number } : null;
            })
            .catch(function () {
              return null;
            });
        });
        return Promise.all(reads).then(function (found) {
          var lots = {};
          found.forEach(function (lot) {
            if (lot) lots[lot.id] = lot;
          });
          return lots;
        });
      });
    });
  }

  Promise.all([
    caches.open('kimoshdi-pages').then(function (cache) {
      return cache.keys();
    }),
    lotsKept().catch(function () {
      return {};
    }),
  ])
    .then(function (kept) {
      var requests = kept[0];
      var lots = kept[1];
      var seen = {};
      var items = [];
      requests.forEach(function (request) {
        var url = new URL(request.url);
        var page = /^\/(lot-view|game-view|lot-result)\/(\d+)\/?$/.exec(url.pathname);
        if (!page || seen[url.pathname]) return;
        seen[url.pathname] = true;
        var lot = Object.prototype.hasOwnProperty.call(lots, page[2]) ? lots[page[2]] : null;
        items.push({
          href: url.pathname,
          name: lot ? lot.name[lang] || lot.name.uz || '' : '',
          text: texts[KINDS[page[1]]].replace('{n}', lot && lot.number ? lot.number : page[2]),
        });
      });
      if (items.length === 0) return;
      var list = document.querySelector('.offline__lots');
      items.reverse().forEach(function (item) {
        var link = document.createElement('a');
        link.href = item.href;
        if (item.name) {
          var name = document.createElement('span');
          name.className = 'offline__lot-name';
          name.textContent = item.name;
          link.appendChild(name);
        }
        var kind = document.createElement('span');
        kind.className = 'offline__lot-kind';
        kind.textContent = item.text;
        link.appendChild(kind);
        var row = document.createElement('li');
        row.appendChild(link);
        list.appendChild(row);
      });
      document.querySelector('.offline__saved').hidden = false;
    })
    .catch(function () {});
})();
