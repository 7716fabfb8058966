import { endpoint } from '../contract';
import { UPLOAD_PURPOSES, uploadQuerySchema, uploadResponseSchema } from '../domains/uploads';

/** Uploads (decisions 0010 and 0027): a file sent as multipart, checked and stored; private files read back. */
export const uploadEndpoints = {
  upload: endpoint({
    method: 'post',
    path: '/api/uploads',
    summary:
      'Upload a file. Images (avatar, image, marqet) are re-encoded to WebP in a detail and a card size and ' +
      'served publicly; a receipt image (administrators only) is re-encoded to WebP and kept private at ' +
      '/api/files/{id}, as is a resume (PDF, DOC, DOCX). The purpose is given as ?purpose= (required: ' +
      'everything is checked before the body is read) and may be repeated in the form. Answers 201 ' +
      '{ upload: { id, purpose, url, cardUrl, contentType, sizeBytes, width, height } }; 413 too large, ' +
      '415 wrong kind of file, 422 upload limit reached, 429 too many uploads, 503 (Retry-After) when the ' +
      'member already has 2 uploads under way, the server has too many, or too many images are in processing.',
    auth: 'user',
    tags: ['uploads'],
    status: 201,
    query: uploadQuerySchema,
    response: uploadResponseSchema,
    // A stored file is only an upload until something uses it: no cached read changes.
    resource: 'uploads',
  }),
  file: endpoint({
    method: 'get',
    path: '/api/files/:id',
    summary:
      'A private file: a resume (downloaded) for its owner and administrators; a receipt image (shown ' +
      'inline) for the receipt’s member and administrators. Anyone else, visitors included, gets 404: ' +
      'the answer does not tell whether the file exists. Never cached (private, no-store).',
    // Public on purpose: a visitor gets the same 404 as a member who may not read the file.
    auth: 'public',
    tags: ['uploads'],
    resource: 'uploads',
  }),
};

/** The multipart body of an upload, for the API description. */
export const uploadBodyDescription = {
  contentType: 'multipart/form-data',
  schema: {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary' },
      purpose: { type: 'string', enum: [...UPLOAD_PURPOSES] },
    },
  },
};
