/** What the user is told when a turn fails in a way nothing else explains. */
export const UNEXPECTED_ERROR_REPLY = 'Something went wrong on my side, so nothing was changed. Please try again.';
