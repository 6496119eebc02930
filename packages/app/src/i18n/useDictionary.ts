// The dictionary for a screen: fetched once per API client (a page load) and shared by every
// screen that asks; until it answers, or when the call fails, it is empty and captions fall
// back to the workspace's (a failed call is asked again by the next screen that mounts).
import { useEffect, useState } from 'react';
import type { ApiClient } from '@console/contract';
import { useApi } from '../api/ApiContext.tsx';
import { emptyDictionary, toDictionary, type Dictionary } from './dictionary.ts';

const loaded = new WeakMap<ApiClient, Dictionary>();
const loading = new WeakMap<ApiClient, Promise<Dictionary>>();

function loadDictionary(api: ApiClient): Promise<Dictionary> {
  let request = loading.get(api);
  if (!request) {
    request = api.public.dictionary.all().then(
      (entries) => {
        const dictionary = toDictionary(entries);
        loaded.set(api, dictionary);
        return dictionary;
      },
      () => {
        loading.delete(api);
        return emptyDictionary;
      },
    );
    loading.set(api, request);
  }
  return request;
}

export interface DictionaryState {
  dictionary: Dictionary;
  /** True until the call answered or failed: captions may still change. */
  isLoading: boolean;
}

export function useDictionary(): DictionaryState {
  const api = useApi();
  const [state, setState] = useState<DictionaryState>(() => {
    const known = loaded.get(api);
    return known
      ? { dictionary: known, isLoading: false }
      : { dictionary: emptyDictionary, isLoading: true };
  });
  useEffect(() => {
    let current = true;
    void loadDictionary(api).then((dictionary) => {
      if (current) setState({ dictionary, isLoading: false });
    });
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}
