import type { Cuisine } from '../menu-types';

export const AMERICAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'American',
    country: 'United States',
    palette: { table: '#e3ecf5', check: '#274c77', accent: '#d62828' },
    dishes: [
      {
        kind: 'burger',
        tags: ['Burger', 'Fast Food'],
        names: [
          {
            name: 'Classic Cheeseburger',
            about: 'A beef patty with melted American cheese, pickles, onion, ketchup and mustard.',
            diets: [],
            allergens: ['gluten', 'milk', 'mustard', 'sesame'],
          },
          {
            name: 'Bacon Double Burger',
            about: 'Two beef patties, cheddar and crisp smoked bacon.',
            diets: [],
            allergens: ['gluten', 'milk', 'sesame'],
          },
          {
            name: 'BBQ Smokehouse Burger',
            region: 'Texas',
            about: 'A beef patty with smoky barbecue sauce, cheddar and crispy onion rings.',
            diets: [],
            allergens: ['gluten', 'milk', 'mustard', 'sesame'],
          },
        ],
      },
      {
        kind: 'burger',
        tags: ['Burger', 'Fast Food'],
        names: [
          {
            name: 'Mushroom Swiss Burger',
            about: 'A beef patty under sautéed mushrooms and melted Swiss cheese.',
            diets: [],
            allergens: ['gluten', 'milk', 'sesame'],
          },
          {
            name: 'Crispy Chicken Burger',
            about: 'Buttermilk fried chicken with slaw and pickles in a soft bun.',
            diets: [],
            allergens: ['gluten', 'eggs', 'milk', 'sesame'],
          },
          {
            name: 'Black Bean Veggie Burger',
            tags: ['Vegetarian'],
            about: 'A smoky black bean patty with avocado, lettuce and tomato.',
            diets: ['vegetarian', 'vegan'],
            allergens: ['gluten', 'sesame'],
          },
        ],
      },
      {
        kind: 'salad',
        tags: ['Salad'],
        names: [
          {
            name: 'Cobb Salad',
            region: 'California',
            about: 'Chicken, bacon, egg, avocado, tomato and blue cheese, chopped over crisp lettuce.',
            diets: ['gluten-free'],
            allergens: ['eggs', 'milk', 'mustard'],
          },
          {
            name: 'Chicken Caesar Salad',
            about: 'Romaine with grilled chicken, croutons, parmesan and a creamy Caesar dressing.',
            diets: [],
            allergens: ['gluten', 'eggs', 'fish', 'milk', 'mustard'],
          },
          {
            name: 'Waldorf Salad',
            tags: ['Vegetarian'],
            region: 'New York',
            about: 'Apple, celery, grapes and walnuts in a light mayonnaise dressing.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['eggs', 'nuts', 'celery'],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          {
            name: 'New England Clam Chowder',
            tags: ['Seafood'],
            region: 'New England',
            about: 'A creamy soup of clams, potato and onion with a little salt pork.',
            diets: [],
            allergens: ['gluten', 'milk', 'celery', 'molluscs'],
          },
          {
            name: 'Chicken Noodle Soup',
            about: 'Clear chicken broth with egg noodles, carrot and celery.',
            diets: [],
            allergens: ['gluten', 'eggs', 'celery'],
          },
        ],
      },
      {
        kind: 'skewer',
        tags: ['Grill'],
        names: [
          {
            name: 'BBQ Chicken Skewers',
            about: 'Chicken grilled on skewers and glazed with a sweet, smoky barbecue sauce.',
            diets: ['gluten-free'],
            allergens: ['mustard'],
          },
          {
            name: 'Cajun Shrimp Skewers',
            tags: ['Seafood', 'Spicy'],
            region: 'Louisiana',
            about: 'Shrimp in a peppery Cajun spice rub, grilled and served with lemon.',
            diets: ['gluten-free'],
            allergens: ['crustaceans'],
          },
        ],
      },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          {
            name: 'New York Cheesecake',
            tags: ['Vegetarian'],
            region: 'New York',
            about: 'A dense, creamy baked cheesecake on a graham cracker crust.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk'],
          },
          {
            name: 'Apple Pie',
            tags: ['Vegetarian'],
            about: 'Cinnamon-spiced apples baked in a flaky double crust.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'milk'],
          },
          {
            name: 'Pecan Pie',
            tags: ['Vegetarian'],
            region: 'Texas',
            about: 'Toasted pecans in a rich caramel filling, baked in a buttery crust.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk', 'nuts'],
          },
        ],
      },
    ],
  },
  {
    name: 'Mexican',
    country: 'Mexico',
    palette: { table: '#fbe3c4', check: '#e07a2f', accent: '#2a9d8f' },
    dishes: [
      {
        kind: 'taco',
        tags: ['Street Food'],
        names: [
          {
            name: 'Tacos al Pastor',
            region: 'Mexico City',
            about: 'Spit-roasted pork marinated in chilli and achiote, with pineapple, onion and coriander.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Carne Asada Tacos',
            region: 'Sonora',
            about: 'Grilled marinated beef on corn tortillas with salsa, onion and coriander.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Baja Fish Tacos',
            tags: ['Seafood'],
            region: 'Baja California',
            about: 'Beer-battered fish with cabbage, crema and lime in warm tortillas.',
            diets: [],
            allergens: ['gluten', 'fish', 'milk'],
          },
        ],
      },
      {
        kind: 'taco',
        tags: ['Street Food'],
        names: [
          {
            name: 'Chicken Tinga Tacos',
            tags: ['Spicy'],
            region: 'Puebla',
            about: 'Shredded chicken stewed in a smoky chipotle and tomato sauce.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Carnitas Tacos',
            region: 'Michoacán',
            about: 'Pork slow-cooked until tender and crisp, with onion, coriander and salsa verde.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Mushroom Tacos',
            tags: ['Vegetarian'],
            about: 'Mushrooms sautéed with garlic, chilli and epazote on corn tortillas.',
            diets: ['vegetarian', 'vegan', 'gluten-free'],
            allergens: [],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          {
            name: 'Tortilla Soup',
            tags: ['Vegetarian'],
            about: 'A tomato and chilli broth over crisp tortilla strips, with avocado and cheese.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Pozole Rojo',
            tags: ['Spicy'],
            region: 'Jalisco',
            about: 'Hominy and pork in a red chilli broth, topped with cabbage, radish and lime.',
            diets: ['gluten-free'],
            allergens: [],
          },
        ],
      },
      {
        kind: 'curry',
        tags: ['Slow Food'],
        names: [
          {
            name: 'Mole Poblano',
            tags: ['Spicy'],
            region: 'Puebla',
            about: 'Chicken in a dark, rich sauce of chillies, spices, nuts and a little chocolate.',
            diets: [],
            allergens: ['gluten', 'peanuts', 'nuts', 'sesame'],
          },
          {
            name: 'Chile Colorado',
            tags: ['Spicy'],
            region: 'Chihuahua',
            about: 'Beef simmered in a deep red sauce of dried chillies.',
            diets: ['gluten-free'],
            allergens: [],
          },
        ],
      },
      {
        kind: 'salad',
        tags: ['Salad'],
        names: [
          {
            name: 'Street Corn Salad',
            tags: ['Vegetarian'],
            about: 'Charred corn with lime, chilli, crema and crumbled cotija cheese.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Taco Salad',
            about: 'Seasoned beef, beans, cheese, salsa and lettuce in a crisp tortilla bowl.',
            diets: [],
            allergens: ['gluten', 'milk'],
          },
        ],
      },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          {
            name: 'Tres Leches Cake',
            tags: ['Vegetarian'],
            about: 'A light sponge soaked in three kinds of milk, under whipped cream.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk'],
          },
          {
            name: 'Chocoflan',
            tags: ['Vegetarian'],
            about: 'Chocolate cake and caramel flan, baked together in one mould.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk'],
          },
        ],
      },
    ],
  },
];
