import type { ComponentType } from 'react';

/** The pages this remote offers the shell's route table; each is added with its screen. */
export const pages: Record<string, ComponentType> = {};
