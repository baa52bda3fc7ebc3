import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { uploadRelease } from '#shared/contracts/releases.endpoints.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { uploadEndpoint, uploadPercent } from '#client/lib/upload-endpoint.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { storeRelease } from './list-releases.ts';

export interface ReleaseUpload {
  indicatorId: number;
  version: string;
  minPlatformVersion: string;
  status: 'draft' | 'published';
  /** Per language; empty texts are left out. */
  notes: Record<string, string>;
  file: File;
}

/** sending: bytes going out; checking: all sent, the server hashes and stores the file. */
export type UploadPhase = 'idle' | 'sending' | 'checking' | 'done' | 'failed';

/** The multipart body: the text fields first, then the file, as the server reads them. */
export function releaseFormData(upload: ReleaseUpload): FormData {
  const body = new FormData();
  body.set('indicatorId', String(upload.indicatorId));
  body.set('version', upload.version.trim());
  body.set('minPlatformVersion', upload.minPlatformVersion.trim());
  body.set('status', upload.status);
  const notes = Object.fromEntries(Object.entries(upload.notes).filter(([, text]) => text.trim() !== ''));
  body.set('notes', JSON.stringify(notes));
  body.set('file', upload.file, upload.file.name);
  return body;
}

/** Uploads a release with its progress (whole percent) and a way to cancel it. */
export function useUploadRelease(pageId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-releases');
  const [progress, setProgress] = useState({ phase: 'idle' as UploadPhase, percent: 0 });
  const controller = useRef<AbortController>(undefined);

  const mutation = useMutation({
    mutationFn: (upload: ReleaseUpload) => {
      controller.current = new AbortController();
      setProgress({ phase: 'sending', percent: 0 });
      return uploadEndpoint(uploadRelease, releaseFormData(upload), {
        signal: controller.current.signal,
        onProgress: (sent) => {
          const percent = uploadPercent(sent);
          setProgress({ phase: percent === 100 ? 'checking' : 'sending', percent });
        },
      });
    },
    onSuccess: async ({ release }) => {
      setProgress({ phase: 'done', percent: 100 });
      toast.success(
        t(release.status === 'published' ? 'toast.uploadedPublished' : 'toast.uploadedDraft', {
          version: release.version,
        }),
      );
      await storeRelease(queryClient, pageId, release);
    },
    // A connection lost half way says where it stopped; a refusal is told next to its field.
    onError: (error) =>
      setProgress((p) =>
        error instanceof ApiError && error.status === 0 ? { ...p, phase: 'failed' } : { phase: 'idle', percent: 0 },
      ),
  });

  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
