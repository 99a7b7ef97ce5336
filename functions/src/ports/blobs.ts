/** File storage: S3 in AWS, a folder under DATA_DIR locally. Keys look like `originals/{userId}/{letterId}`. */
export interface Blobs {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /**
   * The keys stored under a prefix ending in '/' (e.g. `originals/{userId}/`), in key order: the account's export
   * and erasure find every file of a user with it, uploads never completed included.
   */
  list(prefix: string): Promise<string[]>;
  /**
   * A URL the browser can GET the object from for a few minutes, as an attachment named `fileName` (S3 presigned in
   * AWS; a signed-token local endpoint here): how a download too large for a Lambda response reaches the user.
   */
  createDownloadUrl(key: string, fileName: string): Promise<string>;
  /**
   * A URL the browser can PUT the file to directly (S3 presigned in AWS; a signed-token local endpoint here),
   * bound to one key, one content type and exactly `size` bytes (checked against the limit before), and good for
   * one write: once the object exists the URL cannot replace it.
   */
  createUploadUrl(
    key: string,
    contentType: string,
    size: number,
  ): Promise<{ url: string; headers: Record<string, string> }>;
}
