import { gzipSync } from 'node:zlib';
import { islandAttributes } from '@agency/islands/runtime';
import type { TransferredFile } from './transferred-file.ts';
import { holdsFormsLibrary, holdsReactDom } from './script-content.ts';

// A script the page runs from its own text: no src, and no type or a JavaScript one
// (data blocks such as JSON-LD and speculation rules are not run as script).
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype=(?!["']?(?:module|text\/javascript)["'\s>]))[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The scripts inline in a document, each as a file of the page: its text
 * gzipped alone at the level the build precompresses with, which is what it
 * adds to the document as sent within a few bytes (it shares little with the
 * markup around it).
 */
export function inlineScripts(documentPath: string, html: string): TransferredFile[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((text) => text.trim() !== '')
    .map((text, index) => ({
      path: `${documentPath} (inline script ${index + 1})`,
      kind: 'script' as const,
      bytes: gzipSync(text, { level: 9 }).length,
      encoding: 'gzip',
      reactDom: holdsReactDom(text),
      formsLibrary: holdsFormsLibrary(text),
    }));
}

/** The script files a page names in its template of idle preloads (its islands' code), as paths. */
export function idlePreloads(html: string): string[] {
  const template =
    new RegExp(`<template ${islandAttributes.code}>([\\s\\S]*?)</template>`).exec(html)?.[1] ?? '';
  return [...template.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) =>
    decodeURI(match[1]!),
  );
}
