import type { Cuisine } from '../menu-types';

export const EAST_ASIAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'Japanese',
    origins: ['Japan', 'Tokyo', 'Osaka', 'Hokkaido', 'Fukuoka'],
    palette: { table: '#f3ede4', check: '#3a4a6b', accent: '#b33a3a' },
    dishes: [
      {
        kind: 'sushi',
        tags: ['Sushi', 'Seafood'],
        names: [['Salmon Nigiri Set'], ['Spicy Tuna Roll', 'Spicy'], ['California Roll']],
      },
      {
        kind: 'sushi',
        tags: ['Sushi', 'Seafood'],
        names: [['Dragon Roll'], ['Rainbow Roll'], ['Eel Avocado Roll']],
      },
      {
        kind: 'noodles',
        tags: ['Noodles', 'Soup'],
        names: [['Tonkotsu Ramen'], ['Shoyu Ramen'], ['Spicy Miso Ramen', 'Spicy']],
      },
      {
        kind: 'noodles',
        tags: ['Noodles'],
        names: [['Tempura Udon', 'Seafood'], ['Kitsune Udon', 'Vegetarian'], ['Tanuki Soba']],
      },
      {
        kind: 'skewer',
        tags: ['Grill', 'Street Food'],
        names: [['Chicken Yakitori'], ['Negima Yakitori'], ['Beef Kushiyaki']],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          ['Matcha Ice Cream', 'Vegetarian'],
          ['Black Sesame Ice Cream', 'Vegetarian'],
        ],
      },
    ],
  },
  {
    name: 'Chinese',
    origins: ['China', 'Sichuan', 'Canton', 'Shanghai', 'Beijing'],
    palette: { table: '#fbe9e4', check: '#b3261e', accent: '#b3261e' },
    dishes: [
      {
        kind: 'dumplings',
        tags: ['Dumplings'],
        names: [['Xiao Long Bao'], ['Shrimp Har Gow', 'Seafood'], ['Pork and Chive Dumplings']],
      },
      {
        kind: 'dumplings',
        tags: ['Dumplings'],
        names: [['Vegetable Potstickers', 'Vegetarian'], ['Chili Oil Wontons', 'Spicy'], ['Chicken Shumai']],
      },
      {
        kind: 'noodles',
        tags: ['Noodles'],
        names: [['Dan Dan Noodles', 'Spicy'], ['Beef Chow Mein'], ['Lanzhou Beef Noodles']],
      },
      {
        kind: 'curry',
        tags: ['Stir-Fry'],
        names: [['Kung Pao Chicken', 'Spicy'], ['Mapo Tofu', 'Spicy'], ['Sweet and Sour Pork']],
      },
      { kind: 'soup', tags: ['Soup'], names: [['Hot and Sour Soup', 'Spicy'], ['Wonton Soup']] },
      {
        kind: 'skewer',
        tags: ['Grill', 'Street Food'],
        names: [['Cumin Lamb Skewers', 'Spicy'], ['Char Siu Skewers']],
      },
    ],
  },
];
