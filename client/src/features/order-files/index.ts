/**
 * The order files component, for the order pages to embed (there is no route of its own):
 * `<OrderFiles orderId orderStatus />`, or its two parts alone.
 */
export { OrderFiles, type OrderFilesProps } from './components/order-files';
export { OrderImages, type OrderImagesProps } from './components/order-images';
export { OrderDocuments, type OrderDocumentsProps } from './components/order-documents';
