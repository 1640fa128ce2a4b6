/**
 * The documents widget: the document list, and the download and preview buttons and file actions it is built
 * from, for pages that show files in their own layout.
 */
export { DocumentList, type DocumentListProps } from './DocumentList';
export { FileActionButtons, type FileActionButtonsProps } from './FileActionButtons';
export { useFileActions, type FileActions, type FileSource } from './fileActions';
export { DOCUMENT_FAILED_TEXT } from './documentFailedText';
