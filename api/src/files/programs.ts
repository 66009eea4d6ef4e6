import { PROGRAM_MEDIA_TYPES } from '@club/schema';

/**
 * Programs and scripts, which no file field takes whatever its types: a club's files are opened
 * by staff on their own computers, where a program run by mistake does the most harm.
 */

/** Names that Windows, macOS, Linux, Android or a browser would run, or install, when opened. */
const PROGRAM_EXTENSIONS = new Set([
  // Windows programs, installers, libraries and shortcuts
  'exe', 'com', 'scr', 'pif', 'cpl', 'dll', 'sys', 'drv', 'ocx', 'msi', 'msp', 'mst', 'msix', 'msixbundle', 'appx', 'appxbundle', 'appref-ms', 'application', 'gadget', 'lnk', 'url', 'scf', 'inf', 'reg', 'hta', 'chm',
  // Windows scripts
  'bat', 'cmd', 'vbs', 'vbe', 'js', 'jse', 'mjs', 'cjs', 'wsf', 'wsh', 'wsc', 'sct', 'ps1', 'psm1', 'psd1', 'ps1xml', 'psc1', 'msh', 'msh1', 'msh2', 'mshxml',
  // Unix, macOS and other scripts and packages
  'sh', 'bash', 'zsh', 'csh', 'ksh', 'fish', 'command', 'tool', 'run', 'bin', 'elf', 'so', 'dylib', 'app', 'pkg', 'mpkg', 'dmg', 'deb', 'rpm', 'apk', 'aab', 'xapk', 'ipa', 'jar', 'war', 'ear', 'class', 'jnlp', 'py', 'pyc', 'pyw', 'pl', 'rb', 'php', 'scpt', 'workflow', 'action', 'wasm', 'xbap',
]);

/** Windows programs (MZ), ELF, Mach-O (32 and 64 bits, both byte orders, universal), Java classes, WebAssembly. */
const MAGIC_NUMBERS: readonly Buffer[] = [
  Buffer.from('MZ', 'latin1'),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
  Buffer.from([0xfe, 0xed, 0xfa, 0xce]),
  Buffer.from([0xfe, 0xed, 0xfa, 0xcf]),
  Buffer.from([0xce, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]),
  Buffer.from([0x00, 0x61, 0x73, 0x6d]),
];

/** A script's first line names its interpreter: `#!/bin/sh` (after a byte-order mark, if any). */
const SHEBANG = /^(\ufeff)?#!/;

/** Whether the name ends in a program's or script's extension ("setup.exe", "run.BAT", "x.exe. ." as Windows reads it). */
export const isProgramName = (name: string): boolean => {
  const trimmed = name.replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  return dot >= 0 && PROGRAM_EXTENSIONS.has(trimmed.slice(dot + 1).toLowerCase());
};

/** Whether the first bytes (or the type they were detected as) are a program's or a script's. */
export const isProgramContent = (head: Buffer, detectedType: string | undefined): boolean =>
  (detectedType !== undefined && (PROGRAM_MEDIA_TYPES as readonly string[]).includes(detectedType)) ||
  MAGIC_NUMBERS.some((magic) => head.subarray(0, magic.length).equals(magic)) ||
  SHEBANG.test(head.subarray(0, 8).toString('utf8'));
