import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

import { FUNCTIONS_REGION } from '@agency/common';

import { EMULATOR_PORTS, useEmulators } from '@/config/firebase';

import { emulatorHost, firebaseApp } from './firebase';

/**
 * The callable functions' client, created when the first screen that calls one loads this module: the SDK stays
 * out of what every portal and admin page loads before its data shows (docs/decisions/021-public-page-performance.md).
 */
export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (useEmulators) connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
