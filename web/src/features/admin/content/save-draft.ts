import { fieldMessagesOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';

export type FieldIssues = Record<string, string>;

/**
 * Saves a draft of 'Foto e testi' and tells the owner how it went: a refusal's issues come back
 * by field (`gallery.0.alt`), for the form to show beside each field.
 */
export async function saveDraft(
  save: () => Promise<unknown>,
  setIssues: (issues: FieldIssues) => void,
): Promise<void> {
  setIssues({});
  try {
    await save();
    toast({
      title: 'Bozza salvata',
      description: "Pubblicala quando vuoi con 'Pubblica sul sito'.",
      variant: 'success',
    });
  } catch (error) {
    setIssues(fieldMessagesOf(error));
    toast({
      title: 'Bozza non salvata',
      description: messageOf(error, 'Controlla i campi evidenziati.'),
      variant: 'destructive',
    });
  }
}
