/** Resume formats, recognised by their bytes (the declared type and the file name are not trusted). */
export interface DocumentType {
  ext: 'pdf' | 'doc' | 'docx';
  contentType: string;
}

export const documentTypes = {
  pdf: { ext: 'pdf', contentType: 'application/pdf' },
  doc: { ext: 'doc', contentType: 'application/msword' },
  docx: {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const satisfies Record<string, DocumentType>;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

export function sniffDocument(bytes: Buffer): DocumentType | null {
  if (startsWith(bytes, PDF_MAGIC)) return documentTypes.pdf;
  // An OLE compound file: the container of Word 97-2003 documents.
  if (startsWith(bytes, OLE_MAGIC)) return documentTypes.doc;
  // A DOCX is a ZIP whose parts live under word/ (a plain ZIP or an XLSX is not a resume).
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER) {
    return zipEntryNames(bytes).some((name) => name.startsWith('word/')) ? documentTypes.docx : null;
  }
  return null;
}

/** From the first bytes alone: whether the file can be a resume at all (a DOCX needs the whole file to tell). */
export function mayBeDocument(head: Buffer): boolean {
  return (
    startsWith(head, PDF_MAGIC) ||
    startsWith(head, OLE_MAGIC) ||
    (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL_HEADER)
  );
}

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/** Entry names from the central directory, or from the local headers when the directory is missing. */
export function zipEntryNames(bytes: Buffer): string[] {
  return centralDirectoryNames(bytes) ?? localHeaderNames(bytes);
}

function centralDirectoryNames(bytes: Buffer): string[] | null {
  // The end record is 22 bytes plus a comment of up to 65535 bytes, at the very end of the file.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let eocd = bytes.length - 22; eocd >= earliest; eocd--) {
    if (bytes.readUInt32LE(eocd) !== ZIP_END_OF_DIRECTORY) continue;
    const count = bytes.readUInt16LE(eocd + 10);
    let offset = bytes.readUInt32LE(eocd + 16);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return null;
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      if (offset + 46 + nameLength > bytes.length) return null;
      names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function localHeaderNames(bytes: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 30 <= bytes.length && bytes.readUInt32LE(offset) === ZIP_LOCAL_HEADER) {
    const flags = bytes.readUInt16LE(offset + 6);
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    if (offset + 30 + nameLength > bytes.length) break;
    names.push(bytes.toString('utf8', offset + 30, offset + 30 + nameLength));
    // With a data descriptor (flag bit 3) the size is unknown here; the first name is all we can read.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}
