// A typed answer to the confirmation card, the whole message: "yes", "yes please, delete it", "no, keep it".
// A bare "ok" is no yes: it is as often said on reading the card as on agreeing to lose a list.
const YES = /^(?:y|yes|yeah|yep|yup|sure|confirm(?:ed)?|do it|go ahead|yes,? (?:please|do it|go ahead|delete (?:it|them)|confirm))(?:,? please)?[\s.!]*$/i;
const NO = /^(?:n|no|nope|nah|cancel|stop|don'?t|never ?mind|no,? (?:thanks|keep (?:it|them)|cancel|don'?t))(?:,? thanks)?[\s.!]*$/i;

/** Whether a message answers a pending confirmation, as the card's Confirm or Cancel would. */
export function typedConfirmation(text: string): 'confirm' | 'cancel' | undefined {
  const said = text.trim();
  return YES.test(said) ? 'confirm' : NO.test(said) ? 'cancel' : undefined;
}
