import type { Cuisine } from '../menu-types';

export const EUROPEAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'Italian',
    country: 'Italy',
    palette: { table: '#f6e7d7', check: '#c8553d', accent: '#3d8b37' },
    dishes: [
      {
        kind: 'pizza',
        tags: ['Pizza', 'Fast Food'],
        names: [
          {
            name: 'Margherita Pizza',
            tags: ['Vegetarian'],
            region: 'Naples',
            about: 'Tomato, fior di latte and fresh basil on a soft, blistered crust.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'milk'],
          },
          {
            name: 'Pepperoni Pizza',
            about: 'Tomato sauce and mozzarella under crisp, curling slices of spicy salami.',
            diets: [],
            allergens: ['gluten', 'milk'],
          },
          {
            name: 'Diavola Pizza',
            tags: ['Spicy'],
            region: 'Calabria',
            about: 'Tomato, mozzarella and hot salami with a pinch of chilli.',
            diets: [],
            allergens: ['gluten', 'milk'],
          },
        ],
      },
      {
        kind: 'pizza',
        tags: ['Pizza'],
        names: [
          {
            name: 'Funghi Pizza',
            tags: ['Vegetarian'],
            about: 'Tomato, mozzarella and sliced mushrooms with a little garlic and parsley.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'milk'],
          },
          {
            name: 'Quattro Formaggi Pizza',
            tags: ['Vegetarian'],
            about: 'Mozzarella, gorgonzola, fontina and parmesan melted on a white base.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'milk'],
          },
          {
            name: 'Prosciutto e Rucola Pizza',
            about: 'Tomato and mozzarella, topped after baking with cured ham, rocket and shaved parmesan.',
            diets: [],
            allergens: ['gluten', 'milk'],
          },
        ],
      },
      {
        kind: 'noodles',
        tags: ['Pasta'],
        names: [
          {
            name: 'Spaghetti Carbonara',
            region: 'Rome',
            about: 'Spaghetti tossed with egg yolk, pecorino, black pepper and crisp guanciale.',
            diets: [],
            allergens: ['gluten', 'eggs', 'milk'],
          },
          {
            name: 'Tagliatelle al Ragù',
            region: 'Bologna',
            about: 'Ribbons of egg pasta in a slow-cooked beef and pork ragù.',
            diets: [],
            allergens: ['gluten', 'eggs', 'celery'],
          },
          {
            name: 'Spaghetti alle Vongole',
            tags: ['Seafood'],
            region: 'Naples',
            about: 'Spaghetti with clams, garlic, white wine and parsley.',
            diets: [],
            allergens: ['gluten', 'sulphites', 'molluscs'],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          {
            name: 'Minestrone',
            tags: ['Vegetarian'],
            about: 'A thick soup of seasonal vegetables, beans and small pasta.',
            diets: ['vegetarian', 'vegan'],
            allergens: ['gluten', 'celery'],
          },
          {
            name: 'Ribollita',
            tags: ['Vegetarian'],
            region: 'Tuscany',
            about: 'A hearty soup of bread, cannellini beans and cavolo nero, cooked twice.',
            diets: ['vegetarian', 'vegan'],
            allergens: ['gluten', 'celery'],
          },
          {
            name: 'Zuppa di Pesce',
            tags: ['Seafood'],
            about: 'Fish and shellfish simmered in tomato and white wine, with toasted bread.',
            diets: [],
            allergens: ['gluten', 'crustaceans', 'fish', 'celery', 'sulphites', 'molluscs'],
          },
        ],
      },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          {
            name: 'Tiramisu',
            tags: ['Vegetarian'],
            region: 'Veneto',
            about: 'Coffee-soaked ladyfingers layered with mascarpone cream and cocoa.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk'],
          },
          {
            name: 'Cassata Siciliana',
            tags: ['Vegetarian'],
            region: 'Sicily',
            about:
              'Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk', 'nuts'],
          },
        ],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          {
            name: 'Pistachio Gelato',
            tags: ['Vegetarian'],
            region: 'Sicily',
            about: 'Dense, silky gelato made with roasted pistachios.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk', 'nuts'],
          },
          {
            name: 'Stracciatella Gelato',
            tags: ['Vegetarian'],
            region: 'Lombardy',
            about: 'Milk gelato with fine shards of dark chocolate.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
        ],
      },
    ],
  },
  {
    name: 'Greek',
    country: 'Greece',
    palette: { table: '#e4f0fb', check: '#1d5fa8', accent: '#1d5fa8' },
    dishes: [
      {
        kind: 'skewer',
        tags: ['Grill'],
        names: [
          {
            name: 'Chicken Souvlaki',
            about: 'Marinated chicken grilled on skewers, with lemon, oregano and tzatziki.',
            diets: ['gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Lamb Souvlaki',
            about: 'Chunks of lamb grilled over charcoal with lemon and oregano.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Halloumi Skewers',
            tags: ['Vegetarian'],
            about: 'Grilled halloumi cheese with peppers, courgette and red onion.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
        ],
      },
      {
        kind: 'taco',
        tags: ['Street Food'],
        names: [
          {
            name: 'Pork Gyro Pita',
            region: 'Athens',
            about: 'Pork shaved from the spit, wrapped in warm pita with tomato, onion, tzatziki and fries.',
            diets: [],
            allergens: ['gluten', 'milk'],
          },
          {
            name: 'Chicken Gyro Pita',
            region: 'Thessaloniki',
            about: 'Chicken shaved from the spit, in warm pita with tomato, onion and garlic sauce.',
            diets: [],
            allergens: ['gluten'],
          },
          {
            name: 'Falafel Pita',
            tags: ['Vegetarian'],
            about: 'Crisp chickpea falafel in pita with salad, pickles and tahini.',
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
            name: 'Greek Village Salad',
            tags: ['Vegetarian'],
            about: 'Tomato, cucumber, onion, olives and a slab of feta, with olive oil and oregano.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Lemon Orzo Salad',
            tags: ['Vegetarian'],
            about: 'Orzo with lemon, cucumber, fresh herbs and crumbled feta.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'milk'],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          {
            name: 'Avgolemono Soup',
            about: 'Chicken broth thickened with egg and lemon, with rice.',
            diets: ['gluten-free'],
            allergens: ['eggs', 'celery'],
          },
          {
            name: 'Fasolada Bean Soup',
            tags: ['Vegetarian'],
            about: 'White beans simmered with tomato, carrot, celery and plenty of olive oil.',
            diets: ['vegetarian', 'vegan', 'gluten-free'],
            allergens: ['celery'],
          },
          {
            name: 'Kakavia Fish Soup',
            tags: ['Seafood'],
            about: "The fishermen's soup: the day's catch with potato, onion and lemon.",
            diets: ['gluten-free'],
            allergens: ['fish'],
          },
        ],
      },
      {
        kind: 'bake',
        tags: ['Slow Food'],
        names: [
          {
            name: 'Moussaka',
            about: 'Layers of aubergine, spiced minced lamb and potato under a golden béchamel.',
            diets: [],
            allergens: ['gluten', 'eggs', 'milk'],
          },
          {
            name: 'Pastitsio',
            about: 'Baked pasta with a cinnamon-spiced meat sauce and a thick béchamel top.',
            diets: [],
            allergens: ['gluten', 'eggs', 'milk'],
          },
        ],
      },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          {
            name: 'Baklava',
            tags: ['Vegetarian'],
            about: 'Thin layers of filo with walnuts and pistachios, soaked in honey syrup.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'milk', 'nuts'],
          },
          {
            name: 'Galaktoboureko',
            tags: ['Vegetarian'],
            about: 'Semolina custard baked in crisp filo and finished with lemon syrup.',
            diets: ['vegetarian'],
            allergens: ['gluten', 'eggs', 'milk'],
          },
        ],
      },
    ],
  },
];
