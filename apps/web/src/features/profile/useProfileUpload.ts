import { fileMessages } from '@conecta/contracts/file-uses';
import { useState } from 'react';
import { type ApiFailure, firstServerMessage } from '../../app/apiFailure';
import { useUpload } from '../../app/upload';
import { loadMessageTexts, type SaidMessage } from '../../shell/i18n/messages';

/** The server's refusal: its sentence when it sent one, else what its status means (a proxy's 413 has none). */
function refusalOf(failure: ApiFailure): SaidMessage | undefined {
  const said = firstServerMessage(failure);
  if (said?.code) return said;
  if (failure.status === 413) return fileMessages.tooLarge;
  if (failure.status === 415) return fileMessages.typeNotAllowed;
  return undefined;
}

/**
 * Sends one file through the one upload client, with its progress (0–100, null when idle) and the reason it was
 * refused (its text loaded, so it is said in the user's language; `'failed'` when the server gave none).
 */
export function useProfileUpload() {
  const sendFile = useUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<SaidMessage | 'failed' | null>(null);

  const send = async <T>(url: string, file: File, method: 'POST' | 'PUT' = 'POST'): Promise<T | undefined> => {
    setRefusal(null);
    setProgress(0);
    const result = await sendFile<T>({
      url,
      method,
      file,
      onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
    setProgress(null);
    if (result.ok) return result.data;
    if (result.sessionEnded || result.aborted) return undefined;
    const said = refusalOf(result.failure);
    if (said) await loadMessageTexts(said);
    setRefusal(said ?? 'failed');
    return undefined;
  };
  return { send, progress, refusal, clearRefusal: () => setRefusal(null) };
}
