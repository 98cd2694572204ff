import { describeNamespaceTexts } from '../../../../tests/support/locale-files';

/** The share namespace: the Share button of the lot page and the lot result, fetched with it. */
describeNamespaceTexts({ namespace: 'share', own: [import.meta.dirname], atLeast: 7 });
