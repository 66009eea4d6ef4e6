import { lazy } from 'react';

// The generic views load on first use, so the entry chunk does not grow with the resources.
export const LazyList = lazy(() => import('../views/GenericList').then((module) => ({ default: module.GenericList })));
export const LazyShow = lazy(() => import('../views/GenericShow').then((module) => ({ default: module.GenericShow })));
export const LazyEdit = lazy(() => import('../views/GenericEdit').then((module) => ({ default: module.GenericEdit })));
export const LazyCreate = lazy(() => import('../views/GenericCreate').then((module) => ({ default: module.GenericCreate })));
export const LazySingleton = lazy(() => import('../views/SingletonSettings').then((module) => ({ default: module.SingletonSettings })));
