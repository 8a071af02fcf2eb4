/** Errors the mock platform answers with, in the platform's `{ error, message }` shape. */

/** A platform error: the handlers turn it into a JSON response with this status. */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MockApiError';
  }

  /** The response body the platform sends. */
  toJSON(): { error: string; message: string } {
    return { error: this.code, message: this.message };
  }
}

/** The platform's answer to the same reply posted twice (text as the platform writes it). */
export const duplicateComment = (): MockApiError =>
  new MockApiError(409, 'comment_duplicate', 'Duplicate comment detected; it looks as though you’ve already said that!');

/** A comment the platform does not know. */
export const unknownComment = (site: string, id: number): MockApiError =>
  new MockApiError(404, 'unknown_comment', `Unknown comment ${id} on site ${site}`);

/** A note the platform does not know. */
export const unknownNote = (id: string): MockApiError => new MockApiError(404, 'unknown_note', `Unknown note ${id}`);

/** A request the platform rejects as malformed. */
export const invalidInput = (message: string): MockApiError => new MockApiError(400, 'invalid_input', message);
