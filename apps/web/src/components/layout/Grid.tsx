import {
  Container as MantineContainer,
  Grid,
  type ContainerProps,
  type GridColProps,
  type GridProps,
} from '@mantine/core';

/** The layout grid of SPEC §2: Container › Row › Col (12 columns, responsive spans). */
export function Container(props: ContainerProps) {
  return <MantineContainer size="lg" px={{ base: 'md', sm: 'lg' }} {...props} />;
}

export function Row(props: GridProps) {
  return <Grid gap={{ base: 'md', md: 'xl' }} {...props} />;
}

export function Col(props: GridColProps) {
  return (
    <Grid.Col
      span={{ base: 12, ...(typeof props.span === 'object' ? props.span : {}) }}
      {...props}
    />
  );
}
