import { createContext, use } from 'react';

/** What a form that uploads a CV shows of it: the CV's error, and how much of the upload has gone. */
export interface UploadState {
  cvError: string | undefined;
  /** 0 to 100 while uploading; undefined otherwise. */
  percent: number | undefined;
}

export const UploadStateContext = createContext<UploadState>({ cvError: undefined, percent: undefined });

export const useUploadState = () => use(UploadStateContext);
