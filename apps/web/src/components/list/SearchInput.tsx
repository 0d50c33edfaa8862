import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** A search box that updates the list 300 ms after typing stops. */
export function SearchInput(props: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string | null) => void;
  testId?: string;
}) {
  const [text, setText] = useState(props.value);
  const push = useDebouncedCallback((v: string) => props.onSearch(v.trim() || null), 300);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      type="search"
      value={text}
      data-testid={props.testId}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
    />
  );
}
