// The tag search box of spec §4/§5 "Search", as an ARIA combobox: suggestions from the API (at most
// 5 shown: matching brands first, which open their page, then tags), quotes normalised, Enter submits
// to /search/{query}, Esc clears, the list hides 150 ms after blur, and the English placeholder rotates
// 'Search for X' while the box is not focused. In the mobile search modal the list takes its place in
// the page (`inlineList`) instead of floating over the category tiles.
import {
  SEARCH_PLACEHOLDER_WORDS,
  normaliseQuotes,
  searchListItems,
  type SearchSuggestion,
} from '@spc/domain/tag-rules';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { suggestionQuery, useTagSuggestions } from '../api/get-tag-suggestions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { PLACEHOLDER_FADE_MS, useRotatingWord } from '../hooks/use-rotating-word.ts';

/** Spec §9: "Tag list hides 150 ms after blur". */
export const SUGGESTIONS_HIDE_DELAY_MS = 150;
export const SUGGESTIONS_DEBOUNCE_MS = 150;

interface SearchBoxProps {
  /** Called after a search was submitted (the panel or modal around the box closes). */
  onSubmitted?: () => void;
  /** The suggestions in the flow of the page rather than over it (the mobile modal). */
  inlineList?: boolean;
}

/** The field is marked data-autofocus: the panel or modal that opens it focuses it first. */
export function SearchBox({ onSubmitted, inlineList = false }: SearchBoxProps) {
  const { t } = useTranslation('nav');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const query = useDebouncedValue(suggestionQuery(value), SUGGESTIONS_DEBOUNCE_MS);
  const suggestionsQuery = useTagSuggestions(query, { enabled: listOpen });
  // The answer of an older query is kept while the next loads, but never shown for an emptied box.
  const answer = suggestionsQuery.data;
  const suggestions: SearchSuggestion[] =
    value.trim() === '' || !answer
      ? []
      : searchListItems(
          answer.tags.map((tag) => tag.name),
          answer.partners,
        );
  const expanded = listOpen && suggestions.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < suggestions.length ? activeIndex : -1;

  const rotating = language === 'en' && !focused;
  const { word, fading } = useRotatingWord(SEARCH_PLACEHOLDER_WORDS, rotating);
  const placeholder = rotating ? t('search.rotatingPlaceholder', { word }) : t('search.placeholder');

  const choose = (suggestion: SearchSuggestion) => {
    if (suggestion.kind === 'tag') return submit(suggestion.name);
    setListOpen(false);
    setActiveIndex(-1);
    void navigate(paths.partner(suggestion.partner.url_name));
    onSubmitted?.();
  };

  const submit = (text: string) => {
    const trimmed = normaliseQuotes(text).trim();
    if (trimmed === '') return;
    setListOpen(false);
    setActiveIndex(-1);
    setValue(trimmed);
    void navigate(paths.search(trimmed));
    onSubmitted?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setListOpen(true);
        if (suggestions.length === 0) return;
        const count = suggestions.length;
        const down = event.key === 'ArrowDown';
        if (active === -1) setActiveIndex(down ? 0 : count - 1);
        else setActiveIndex((active + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = active >= 0 ? suggestions[active] : undefined;
        if (chosen) choose(chosen);
        else submit(value);
        return;
      }
      case 'Escape': {
        // Spec: "Esc clears". An empty box lets Escape through to close the panel or modal around it.
        if (value !== '' || listOpen) {
          event.preventDefault();
          event.stopPropagation();
          setValue('');
          setListOpen(false);
          setActiveIndex(-1);
        }
        return;
      }
      default:
        return;
    }
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <div className="flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        <SearchIcon className="shrink-0 text-slate-500" />
        <input
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          data-autofocus
          value={value}
          placeholder={placeholder}
          maxLength={80}
          onChange={(event) => {
            setValue(normaliseQuotes(event.target.value));
            setListOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setFocused(true);
            if (value.trim() !== '') setListOpen(true);
          }}
          onBlur={() => {
            setFocused(false);
            // Late enough for a click on a suggestion to land first.
            hideTimer.current = setTimeout(() => {
              setListOpen(false);
              setActiveIndex(-1);
            }, SUGGESTIONS_HIDE_DELAY_MS);
          }}
          style={{ transitionDuration: `${PLACEHOLDER_FADE_MS}ms` }}
          className={`min-w-0 flex-1 bg-transparent py-3 text-base text-slate-900 outline-none placeholder:text-slate-500 placeholder:transition-opacity [&::-webkit-search-cancel-button]:hidden ${
            fading ? 'placeholder:opacity-0' : 'placeholder:opacity-100'
          }`}
        />
        <button type="submit" className="sr-only">
          {t('search.submit')}
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className={`${inlineList ? 'mt-2' : 'absolute inset-x-0 top-full z-10 mt-2 shadow-lg'} overflow-hidden rounded-xl border border-slate-200 bg-white py-1`}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.kind === 'tag' ? `tag:${suggestion.name}` : `partner:${suggestion.partner.partner_id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input, so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={`flex cursor-pointer items-center gap-2 px-4 py-2.5 text-slate-800 ${
              index === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50'
            }`}
          >
            {suggestion.kind === 'tag' ? (
              <>
                <SearchIcon className="size-4 shrink-0 text-slate-400" />
                {suggestion.name}
              </>
            ) : (
              <>
                <StoreIcon className="size-4 shrink-0 text-slate-400" />
                <span className="min-w-0 flex-1 truncate">{suggestion.partner.partner_name}</span>
                <span className="text-xs font-medium text-slate-500">{t('search.brand')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
