/**
 * The document's overview (info.description): what holds for every call. The table of every code
 * and its status is generated from shared/src/errors.ts, so it cannot fall behind.
 */
import { ErrorCode, errorStatus } from '@kimoshdi/shared/errors';

/** The codes any call may answer, and when; the calls name their own codes. */
const GENERAL_CODES: [ErrorCode, string][] = [
  ['VALIDATION', 'a field, query or path parameter is wrong; `data.fields` names each'],
  ['MALFORMED_JSON', 'the body is not valid JSON'],
  ['UNAUTHORIZED', 'the session is missing or expired'],
  ['FORBIDDEN', 'not allowed for this user'],
  [
    'CSRF_INVALID',
    'a state-changing call under `/api/shop` without the `x-csrf-token` header equal to the `csrf` cookie',
  ],
  ['NOT_FOUND', 'unknown path or record; `data` says which'],
  ['METHOD_NOT_ALLOWED', 'known path, other method; `Allow` header and `data.allow`'],
  ['PAYLOAD_TOO_LARGE', 'body over `BODY_LIMIT` (100 kB by default)'],
  ['RATE_LIMITED', 'too many requests; `data.retry_after_s`'],
  ['SERVICE_UNAVAILABLE', 'PostgreSQL or Redis out of reach; try again'],
  ['INTERNAL', 'anything else (logged with its stack and the request id)'],
];

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function apiOverview(): string {
  const general = GENERAL_CODES.map(([code, when]) => row([`\`${code}\``, String(errorStatus[code]), when]));
  const every = Object.values(ErrorCode).map((code) => `\`${code}\` ${errorStatus[code]}`);
  return `The HTTP API of Kimoshdi. The shop's calls live under \`/api/shop\`, answer JSON and send cookies; the payment providers call \`/api/payments\`; order files are served at \`/files\`. The contracts are the zod schemas in \`shared/src/api/\`; this document is generated from them (\`GET /api/openapi.json\`, the page \`/api/docs\`, and \`docs/api.md\` by \`npm run docs:api\`). The game's Socket.IO events are in \`x-socket-events\` and on the page under "Socket.IO events".

## Errors

Every failure has one body, in the language of the request (the \`lang\` cookie, else \`Accept-Language\`, else Uzbek):

\`\`\`json
{
  "ERROR": {
    "code": "VALIDATION",
    "message": "Ma'lumotlar noto'g'ri to'ldirilgan. ...",
    "data": { "fields": [{ "path": "name", "code": "too_small", "message": "..." }] }
  }
}
\`\`\`

${row(['code', 'status', 'when'])}
${row(['---', '---', '---'])}
${general.join('\n')}

Every code and its status: ${every.join(', ')}.

Every answer carries \`X-Request-Id\` (the caller's own, if it sent a sane one).

A text field never takes a control character (U+0000 to U+001F, U+007F); multi-line fields (the contact message, the operator's reasons) take tab and line breaks. Such a field is a \`VALIDATION\` error whose field message is \`CONTROL_CHARACTERS\`. Every answer carries \`Vary: Cookie\`; a signed-in caller's answers carry \`Cache-Control: private, no-cache\` (or \`no-store\` where the call says so).

## Money

Amounts in answers are tiyin (1 so'm = 100 tiyin) as strings of digits. Amounts sent by the client are sums as a person types them, a string or a JSON number: up to two decimals, a point or a comma, spaces between thousands (\`"15 000,50"\`). A refused amount is 400 \`VALIDATION\` whose field \`amount\` says why: \`AMOUNT_EMPTY\`, \`AMOUNT_NOT_A_NUMBER\` (also exponents, \`Infinity\`, \`NaN\`), \`AMOUNT_NOT_POSITIVE\`, \`AMOUNT_TOO_MANY_DECIMALS\`, \`AMOUNT_TOO_LARGE\` (above 2^53 - 1 tiyin), \`AMOUNT_BELOW_MINIMUM\`, \`AMOUNT_ABOVE_MAXIMUM\`. Every money movement is one PostgreSQL transaction, idempotent on its business key, and writes an action-log row and a cabinet message. Times are ISO 8601 in UTC unless a call says otherwise (the game's are epoch ms).

## Sessions and CSRF

Signed-in calls carry the \`sid\` cookie; without a valid one they answer 401 \`UNAUTHORIZED\`, and for the wrong role 403 \`FORBIDDEN\`. State-changing calls under \`/api/shop\` need the \`x-csrf-token\` header equal to the \`csrf\` cookie (403 \`CSRF_INVALID\` otherwise). Each call says who may make it.`;
}
