import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { startImport } from '#shared/contracts/import.endpoints.ts';
import type { ImportSource } from '#shared/contracts/import.constants.ts';
import { uploadEndpoint, uploadPercent } from '#client/lib/upload-endpoint.ts';

export interface ImportChoice {
  source: ImportSource;
  file: File;
  invite: boolean;
  /** The indicator for rows that name none (Polar), or '' for none. */
  product: string;
}

/** The multipart body: the fields first (the server reads `source` before the file), then the file. */
export function importFormData(choice: ImportChoice, dryRun: boolean): FormData {
  const body = new FormData();
  body.set('source', choice.source);
  body.set('dryRun', String(dryRun));
  body.set('invite', String(choice.invite));
  if (choice.product) body.set('product', choice.product);
  body.set('file', choice.file, choice.file.name);
  return body;
}

/** sending: bytes going out; reading: all sent, the server reads the file. */
export type UploadPhase = 'idle' | 'sending' | 'reading';

/** Sends the file for a dry run or a run, with the upload's progress in whole percent. */
export function useStartImport() {
  const [progress, setProgress] = useState({ phase: 'idle' as UploadPhase, percent: 0 });
  const mutation = useMutation({
    mutationFn: ({ choice, dryRun }: { choice: ImportChoice; dryRun: boolean }) => {
      setProgress({ phase: 'sending', percent: 0 });
      return uploadEndpoint(startImport, importFormData(choice, dryRun), {
        onProgress: (sent) => {
          const percent = uploadPercent(sent);
          setProgress({ phase: percent === 100 ? 'reading' : 'sending', percent });
        },
      });
    },
    onSettled: () => setProgress({ phase: 'idle', percent: 0 }),
  });
  return { ...mutation, progress };
}
