import type { Cuisine } from '../menu-types';

export const SOUTH_ASIAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'Indian',
    country: 'India',
    palette: { table: '#fdf0d5', check: '#e36414', accent: '#0f7b4f' },
    dishes: [
      {
        kind: 'curry',
        tags: ['Curry'],
        names: [
          {
            name: 'Butter Chicken',
            region: 'Delhi',
            about: 'Tandoori chicken in a mild, creamy tomato and butter sauce.',
            diets: ['gluten-free'],
            allergens: ['milk', 'nuts'],
          },
          {
            name: 'Chicken Tikka Masala',
            about: 'Grilled chicken pieces in a spiced, creamy tomato sauce.',
            diets: ['gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Lamb Rogan Josh',
            tags: ['Spicy'],
            region: 'Kashmir',
            about: 'Lamb braised in a deep red sauce of Kashmiri chillies and warm spices.',
            diets: ['gluten-free'],
            allergens: ['milk'],
          },
        ],
      },
      {
        kind: 'curry',
        tags: ['Curry', 'Vegetarian'],
        names: [
          {
            name: 'Palak Paneer',
            region: 'Punjab',
            about: 'Cubes of fresh paneer cheese in a smooth spinach sauce.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Chana Masala',
            region: 'Punjab',
            about: 'Chickpeas simmered with onion, tomato, ginger and warm spices.',
            diets: ['vegetarian', 'vegan', 'gluten-free'],
            allergens: [],
          },
          {
            name: 'Dal Makhani',
            region: 'Punjab',
            about: 'Black lentils and kidney beans, slow-cooked with butter and cream.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
        ],
      },
      {
        kind: 'curry',
        tags: ['Slow Food'],
        names: [
          {
            name: 'Hyderabadi Chicken Biryani',
            tags: ['Spicy'],
            region: 'Hyderabad',
            about: 'Basmati rice layered with spiced chicken, saffron and fried onions, cooked sealed.',
            diets: ['gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Vegetable Biryani',
            tags: ['Vegetarian'],
            about: 'Basmati rice layered with spiced vegetables, saffron and fried onions.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk', 'nuts'],
          },
        ],
      },
      {
        kind: 'skewer',
        tags: ['Grill'],
        names: [
          {
            name: 'Paneer Tikka',
            tags: ['Vegetarian'],
            region: 'Punjab',
            about: 'Paneer marinated in yoghurt and spices, charred in the tandoor with peppers and onion.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Seekh Kebab',
            tags: ['Spicy'],
            region: 'Lucknow',
            about: 'Spiced minced lamb grilled on long skewers, with mint chutney.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Tandoori Chicken Skewers',
            region: 'Punjab',
            about: 'Chicken marinated in yoghurt and spices, roasted in the tandoor.',
            diets: ['gluten-free'],
            allergens: ['milk'],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          {
            name: 'Mulligatawny Soup',
            region: 'Tamil Nadu',
            about: 'A peppery soup of lentils, vegetables and a little rice.',
            diets: ['gluten-free'],
            allergens: ['celery'],
          },
          {
            name: 'Tomato Rasam',
            tags: ['Vegetarian', 'Spicy'],
            region: 'Tamil Nadu',
            about: 'A thin, tangy broth of tomato and tamarind with black pepper and cumin.',
            diets: ['vegetarian', 'vegan', 'gluten-free'],
            allergens: ['mustard'],
          },
        ],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          {
            name: 'Mango Kulfi',
            tags: ['Vegetarian'],
            about: 'A dense frozen milk dessert with ripe mango.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Pistachio Kulfi',
            tags: ['Vegetarian'],
            about: 'Slowly reduced milk, frozen with cardamom and pistachios.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk', 'nuts'],
          },
        ],
      },
    ],
  },
  {
    name: 'Thai',
    country: 'Thailand',
    palette: { table: '#e8f3e8', check: '#4f772d', accent: '#7b2d8e' },
    dishes: [
      {
        kind: 'noodles',
        tags: ['Noodles'],
        names: [
          {
            name: 'Pad Thai',
            region: 'Bangkok',
            about: 'Rice noodles stir-fried with egg, tofu, bean sprouts, tamarind and crushed peanuts.',
            diets: ['gluten-free'],
            allergens: ['eggs', 'fish', 'peanuts', 'soybeans'],
          },
          {
            name: 'Pad See Ew',
            about: 'Wide rice noodles stir-fried with dark soy, Chinese broccoli and egg.',
            diets: [],
            allergens: ['gluten', 'eggs', 'soybeans', 'molluscs'],
          },
          {
            name: 'Drunken Noodles',
            tags: ['Spicy'],
            about: 'Wide rice noodles stir-fried with chilli, garlic and holy basil.',
            diets: [],
            allergens: ['gluten', 'fish', 'soybeans', 'molluscs'],
          },
        ],
      },
      {
        kind: 'curry',
        tags: ['Curry'],
        names: [
          {
            name: 'Green Curry',
            tags: ['Spicy'],
            about: 'Chicken and Thai aubergine in a green coconut curry with sweet basil.',
            diets: ['gluten-free'],
            allergens: ['crustaceans', 'fish'],
          },
          {
            name: 'Massaman Curry',
            region: 'Southern Thailand',
            about: 'A mild coconut curry of beef, potato and peanuts, with cardamom and cinnamon.',
            diets: ['gluten-free'],
            allergens: ['fish', 'peanuts'],
          },
          {
            name: 'Red Duck Curry',
            tags: ['Spicy'],
            about: 'Roast duck in a red coconut curry with pineapple, tomato and basil.',
            diets: ['gluten-free'],
            allergens: ['crustaceans', 'fish'],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup', 'Spicy'],
        names: [
          {
            name: 'Tom Yum Goong',
            tags: ['Seafood'],
            about: 'A hot and sour soup of shrimp, lemongrass, galangal, lime leaves and chilli.',
            diets: ['gluten-free'],
            allergens: ['crustaceans', 'fish'],
          },
          {
            name: 'Tom Kha Gai',
            about: 'Chicken in a coconut milk soup with galangal, lemongrass and lime.',
            diets: ['gluten-free'],
            allergens: ['fish'],
          },
        ],
      },
      {
        kind: 'salad',
        tags: ['Salad'],
        names: [
          {
            name: 'Som Tam Papaya Salad',
            tags: ['Spicy', 'Vegetarian'],
            region: 'Isan',
            about: 'Shredded green papaya pounded with chilli, lime, tomato and peanuts.',
            diets: ['vegetarian', 'vegan', 'gluten-free'],
            allergens: ['peanuts'],
          },
          {
            name: 'Larb Gai',
            tags: ['Spicy'],
            region: 'Isan',
            about: 'Minced chicken with lime, chilli, toasted rice and fresh herbs.',
            diets: ['gluten-free'],
            allergens: ['fish'],
          },
          {
            name: 'Yum Woon Sen',
            tags: ['Seafood'],
            about: 'Glass noodles with shrimp, lime, chilli and herbs.',
            diets: ['gluten-free'],
            allergens: ['crustaceans', 'fish'],
          },
        ],
      },
      {
        kind: 'skewer',
        tags: ['Grill', 'Street Food'],
        names: [
          {
            name: 'Chicken Satay',
            about: 'Turmeric-marinated chicken grilled on skewers, with peanut sauce.',
            diets: ['gluten-free'],
            allergens: ['peanuts'],
          },
          {
            name: 'Moo Ping Skewers',
            region: 'Bangkok',
            about: 'Pork marinated in garlic, coriander root and coconut milk, grilled over charcoal.',
            diets: [],
            allergens: ['gluten', 'fish', 'soybeans'],
          },
        ],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          {
            name: 'Coconut Ice Cream',
            tags: ['Vegetarian'],
            about: 'A light coconut milk ice cream, topped with roasted peanuts.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['peanuts', 'milk'],
          },
          {
            name: 'Thai Tea Ice Cream',
            tags: ['Vegetarian'],
            about: 'Creamy ice cream with the spiced, sweet taste of Thai iced tea.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
        ],
      },
    ],
  },
];
